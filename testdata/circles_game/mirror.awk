# Prints two copies of one random arrangement of m circles (awk -v m=… -v seed=…), the
# second moved up by 10^8, clear of the first; with -v extra=1 also the circle
# (0, -900000000, 1), far below both and alone. Used by random-mirror-*.gen.
#
# The arrangement: random forests, one per row (rows 1.2·10^6 apart). A random walk of
# steps t = 0, 1, 2, … opens a circle (a "(") or closes the last open one (a ")"); the
# circle opened at step a and closed at step b is centred at x = 100 (a + b) - 4·10^5 with
# radius 100 (b - a), at its tree's height (a random y per tree, within ±10^5 of the row's
# centre line). So the x-intervals of two circles are nested or disjoint, never touching
# (distinct steps), and circles of one tree share a centre line: nested intervals give
# nested circles, disjoint ones separate circles. A tree opens circles for 2000 steps and
# then closes them (radius <= 4·10^5), and a row starts no tree after its step 4000, so
# rows never meet.
BEGIN {
  srand(seed); print 2 * m + extra
  if (extra) print 0, -900000000, 1
  row = 0; t = 0; opened = 0; depth = 0
  while (opened < m || depth > 0) {
    if (depth == 0) {
      if (t >= 4000) { row++; t = 0 }
      y = 1200000 * row + int((2 * rand() - 1) * 100000); start = t
    }
    if (opened < m && (depth == 0 || (t - start < 2000 && rand() < 0.5))) {
      open[depth++] = t; opened++
    } else {
      a = open[--depth]
      print 100 * (a + t) - 400000, y, 100 * (t - a)
      print 100 * (a + t) - 400000, y + 100000000, 100 * (t - a)
    }
    t++
  }
}
