-- wrk script for tools/serve_load.sh: each request is a different small heap-game position
-- (Nim, Bash, Kayles, sums of them), as students playing at once would send.
-- Arguments: the API command (moves or value), and a think time in ms between a student's
-- answer and next request (0: none, each connection sends as fast as it is answered).
local command = "moves"
local games = { "nim", "bash:3", "kayles", "subtraction:1,3,4" }
local counter = 0

local think = 0

function init(args)
  if args[1] then command = args[1] end
  if args[2] then think = tonumber(args[2]) end
  math.randomseed(os.time() + (tonumber(tostring({}):sub(8), 16) or 0))
end

function delay()
  return think
end

function request()
  counter = counter + 1
  local game = games[math.random(#games)]
  local heaps = {}
  for i = 1, math.random(1, 4) do heaps[i] = tostring(math.random(0, 9)) end
  local position = table.concat(heaps, " ")
  if counter % 5 == 0 then position = position .. " + nim " .. math.random(0, 7) end
  local body = string.format('{"game": "%s", "position": "%s"}', game, position)
  return wrk.format("POST", "/api/" .. command, { ["Content-Type"] = "application/json" }, body)
end
