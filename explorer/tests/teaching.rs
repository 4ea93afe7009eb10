//! What a new user met: draw --all per case, the strip's legend and
//! palette, `help --help`, one heap's wording, play's commands, and a computer that plays
//! by remoteness (checked against the searcher's remoteness).

#[path = "../../lib/tests/kit.rs"]
mod kit;

use grundy_explorer::game::Game;
use grundy_explorer::registry::{parse_position, GAMES};
use kit::GameSearch;
mod common;

use common::scratch;

fn grundy(args: &[&str], input: &str) -> (i32, String, String) {
    let r = common::run(args, input.as_bytes(), std::time::Duration::from_secs(60));
    (r.code, r.stdout, r.stderr)
}

#[test]
fn the_registry_and_the_help_agree() {
    // Every game of the registry in every GAME-taking command's help, and no other.
    for command in ["value", "table", "play", "period"] {
        let (code, help, _) = grundy(&[command, "--help"], "");
        assert_eq!(code, 0);
        let line = help.lines().find(|l| l.starts_with("GAME is one of: ")).expect(command);
        let listed: Vec<&str> =
            line["GAME is one of: ".len()..].trim_end_matches('.').split(", ").collect();
        let registry: Vec<&str> = GAMES.iter().map(|e| e.syntax).collect();
        assert_eq!(listed, registry, "{command}");
        for e in GAMES {
            assert!(help.contains(e.about), "{command}: {}", e.syntax);
        }
    }
    // The error naming the known games reads the same list.
    let (_, _, stderr) = grundy(&["value", "chess", "3"], "");
    assert!(stderr.contains(&grundy_explorer::registry::game_list()), "{stderr}");
    // `grundy help --help` was an error.
    for args in [&["help", "--help"][..], &["help"], &["help", "value"]] {
        let (code, stdout, _) = grundy(args, "");
        assert_eq!(code, 0, "{args:?}");
        assert!(stdout.contains("Usage: grundy"), "{args:?}: {stdout}");
    }
}

#[test]
fn one_heap_is_not_called_a_xor() {
    // It said "the heaps' values xor to 0 = 0" for one heap.
    let (_, stdout, _) = grundy(&["value", "nim", "7"], "");
    assert!(stdout.contains("value 7: one heap of 7") && !stdout.contains("xor to"), "{stdout}");
    let (_, stdout, _) = grundy(&["value", "kayles", "7", "3"], "");
    assert!(stdout.contains("value 1: the heaps' values xor to 2 ^ 3 = 1"), "{stdout}");
}

#[test]
fn a_sum_of_different_games_is_the_xor_of_its_parts() {
    // Kayles 7 (value 2) + Nim 3 + Wythoff (3, 5) (a P-position, 0): 2 ^ 3 ^ 0 = 1.
    let args = ["value", "kayles", "7", "+", "nim", "3", "+", "wythoff", "3", "5", "--json"];
    let (code, stdout, _) = grundy(&args, "");
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(v["value"], 1);
    assert_eq!(v["parts"][1], serde_json::json!({"game": "nim", "position": [3], "value": 3}));
    // Every winning move leaves a sum worth 0, by the searcher on the whole sum.
    let p = parse_position(
        "kayles",
        &["7", "+", "nim", "3", "+", "wythoff", "3", "5"].map(String::from),
    )
    .unwrap();
    let (moves, count) = p.winning_moves().unwrap();
    assert_eq!(moves.len() as u128, count);
    let all = p.options(100_000).unwrap();
    let zero: Vec<_> = all.iter().filter(|o| o.value().unwrap() == Some(0)).collect();
    assert_eq!(zero.len(), moves.len());
    for m in &moves {
        assert_eq!(m.to.value().unwrap(), Some(0), "{}", m.to.shown());
    }
    // A misère game has no value to add.
    let (code, _, stderr) = grundy(&["value", "misere-nim", "2", "+", "nim", "1"], "");
    assert_eq!(code, 2, "{stderr}");
}

#[test]
fn draw_all_says_each_case_apart() {
    let dir = scratch("drawall");
    let (file, svg) = (dir.join("in.txt"), dir.join("out.svg"));
    let (file, svg) = (file.to_str().unwrap(), svg.to_str().unwrap());
    // Forest: case 1 a lone node (value 1, pick it), case 2 two lone nodes (value 0).
    std::fs::write(file, "2\n1 0\n2 0\n").unwrap();
    let (_, text, _) = grundy(&["draw", "forest", file, "--svg", svg, "--all"], "");
    assert!(text.contains("forest, case 1: value 1, N-position"), "{text}");
    assert!(text.contains("forest, case 2: value 0, P-position"), "{text}");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[1], "  winning moves (1): pick node 1", "{text}");
    assert_eq!(lines[3].trim_end(), "  winning moves (0):", "{text}");
    // Hackenbush: the title gives every case's value (it gave case 1's only).
    std::fs::write(file, "1\n2 1\n1 2\n1\n2 2\n1 2\n1 2\n").unwrap();
    let (_, text, _) = grundy(&["draw", "hackenbush", file, "--svg", svg, "--all"], "");
    let picture = std::fs::read_to_string(svg).unwrap();
    assert!(
        picture.contains("case 1: value 1 (the first player wins); case 2: value 0"),
        "{picture}"
    );
    assert!(text.contains("hackenbush, case 2: value 0"), "{text}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn strips_explain_their_marks_and_neighbouring_values_differ() {
    let dir = scratch("strip");
    let svg = dir.join("kayles.svg");
    let (_, _, _) =
        grundy(&["table", "kayles", "--upto", "100", "--svg", svg.to_str().unwrap()], "");
    let picture = std::fs::read_to_string(&svg).unwrap();
    assert!(
        picture.contains("kayles: white cells are P-positions; period 12 from heap 71"),
        "{picture}"
    );
    assert!(picture.contains("grey dashes under a cell: the pre-period"), "{picture}");
    assert!(picture.contains("red tick: the first heap of each period"), "{picture}");
    std::fs::remove_dir_all(&dir).unwrap();
    // Values 1 to 12 get colours far apart (1 and 9 were hues 237 and 253).
    let rgb = |v: u64| {
        let c = grundy_explorer::svg::value_colour(v);
        let x = |i: usize| i64::from_str_radix(&c[i..i + 2], 16).unwrap();
        [x(1), x(3), x(5)]
    };
    for a in 0..=12 {
        for b in a + 1..=12 {
            let d: i64 = (0..3).map(|i| (rgb(a)[i] - rgb(b)[i]).pow(2)).sum();
            assert!(d >= 50 * 50, "values {a} and {b}: {:?} {:?}", rgb(a), rgb(b));
        }
    }
}

#[test]
fn play_understands_commands_and_says_pile_order_matters() {
    let (code, text, _) = grundy(&["play", "nim", "3", "4"], "help\nhint\n3 1\nundo\nquit\n");
    assert_eq!(code, 0);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines.iter().any(|l| l.starts_with("help: type the position")), "{text}");
    assert!(lines.iter().any(|l| l.starts_with("hint: -> 3 3   ")), "{text}");
    assert!(text.contains("undone: your last move"), "{text}");
    // After undo the position is the start again, then quit ends the game.
    let undone = lines.iter().position(|l| l.starts_with("undone")).unwrap();
    assert_eq!(lines[undone + 1], "position: 3 4");
    assert_eq!(lines.last(), Some(&"stopped: quit"));
    let (_, text, _) = grundy(&["play", "wythoff", "7", "12"], "4 7\n7 4\n");
    assert!(text.contains("illegal: pile order matters: the piles are (7, 12)"), "{text}");
    assert!(text.contains("position: 7 4"), "{text}");
}

/// The searcher's remoteness of heap positions of `options` (a multiset of heaps).
fn check_remoteness(
    spec: &str, options: impl Fn(u64) -> Vec<Vec<u64>> + Copy, starts: &[Vec<u64>],
) {
    let normal = |p: &[u64]| {
        let mut v: Vec<u64> = p.iter().copied().filter(|&h| h > 0).collect();
        v.sort_unstable();
        v
    };
    let mut search = GameSearch::new(|p: &Vec<u64>, out: &mut Vec<Vec<u64>>| {
        for (i, &h) in p.iter().enumerate() {
            for pieces in options(h) {
                let mut q = p.clone();
                q.remove(i);
                q.extend(pieces);
                out.push(normal(&q));
            }
        }
    });
    for start in starts {
        let words: Vec<String> = start.iter().map(u64::to_string).collect();
        let p = parse_position(spec, &words).unwrap();
        if !p.has_move() {
            continue;
        }
        let (to, _) = grundy_explorer::play::computer_move(&p).unwrap();
        let r = search.remoteness(normal(&to.numbers()));
        let all: Vec<u64> = p
            .options(1 << 20)
            .unwrap()
            .iter()
            .map(|o| search.remoteness(normal(&o.numbers())))
            .collect();
        let best = match all.iter().filter(|&&r| r % 2 == 0).min() {
            Some(&win) => win,                  // winning: the soonest win
            None => *all.iter().max().unwrap(), // losing: the longest hold-out
        };
        assert_eq!(r, best, "{spec} {start:?} -> {}", to.shown());
        let r = search.remoteness(normal(start));
        assert_eq!(grundy_explorer::game::remoteness(&p), Some((r % 2 == 1, r as u32)));
    }
}

#[test]
fn the_computer_wins_soonest_and_loses_slowest() {
    // It took 1 from the first pile when losing ("any move will do").
    let take = |h: u64| (0..h).map(|t| [t][..(t > 0) as usize].to_vec()).collect::<Vec<_>>();
    let small: Vec<Vec<u64>> =
        (0..5).flat_map(|a| (0..5).flat_map(move |b| (0..4).map(move |c| vec![a, b, c]))).collect();
    check_remoteness("nim", take, &small);
    let kayles = |h: u64| {
        let mut o = Vec::new();
        for k in 1..=h.min(2) {
            let m = h - k;
            o.push([m][..(m > 0) as usize].to_vec());
            o.extend((1..=m / 2).map(|a| vec![a, m - a]));
        }
        o
    };
    let pairs: Vec<Vec<u64>> = (0..8).flat_map(|a| (0..8).map(move |b| vec![a, b])).collect();
    check_remoteness("kayles", kayles, &pairs);
    let _ = grundy_explorer::whole::Fibonacci.name();
}

#[test]
fn the_modules_use_each_other_without_a_cycle() {
    // Each module's `crate::x` references; nothing may use `cli`, and the graph has no cycle.
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src");
    let mut uses = std::collections::BTreeMap::<String, Vec<String>>::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_stem().unwrap().to_str().unwrap().to_string();
        // A module in a directory (judge/) counts as one: all its files together.
        let text = match std::fs::read_dir(&path) {
            Ok(files) => {
                files.map(|f| std::fs::read_to_string(f.unwrap().path()).unwrap()).collect()
            }
            Err(_) => std::fs::read_to_string(&path).unwrap(),
        };
        let mut used: Vec<String> = text
            .split("crate::")
            .skip(1)
            .map(|rest| {
                rest.split(|c: char| !c.is_alphanumeric() && c != '_').next().unwrap().to_string()
            })
            .chain(text.lines().filter_map(|l| l.strip_prefix("use crate::{")).flat_map(|l| {
                l.split(|c: char| !c.is_alphanumeric() && c != '_')
                    .map(str::to_string)
                    .collect::<Vec<_>>()
            }))
            .filter(|u| !u.is_empty() && *u != name)
            .collect();
        used.sort();
        used.dedup();
        uses.insert(name, used);
    }
    assert!(uses.values().all(|u| !u.contains(&"cli".to_string())), "{uses:?}");
    // Peel modules that use only peeled ones; a cycle would leave some.
    let mut done = std::collections::BTreeSet::new();
    while done.len() < uses.len() {
        let ready: Vec<String> = uses
            .iter()
            .filter(|(m, u)| {
                !done.contains(*m) && u.iter().all(|x| done.contains(x) || !uses.contains_key(x))
            })
            .map(|(m, _)| m.clone())
            .collect();
        assert!(
            !ready.is_empty(),
            "a cycle among {:?}",
            uses.keys().filter(|m| !done.contains(*m)).collect::<Vec<_>>()
        );
        done.extend(ready);
    }
}
