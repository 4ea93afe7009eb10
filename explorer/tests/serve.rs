//! `grundy serve` over real sockets: the page and its assets, and bad requests (unknown game,
//! a position that is not one, malformed JSON, a body over 1 MiB, unknown paths, wrong
//! methods) answered 4xx with one JSON `{"error": …}` while the server keeps serving; a flood
//! refused with 429 beyond 64 requests under way; memory that does not grow with distinct
//! large positions; silent connections closed; running out of descriptors survived.

use serde_json::Value;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::OnceLock;
use std::time::Duration;

/// A new server on a free loopback port.
fn start_server() -> SocketAddr {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a free port");
    let address = listener.local_addr().unwrap();
    std::thread::spawn(move || grundy_explorer::serve::serve(listener));
    address
}

/// One server for the whole test binary.
fn server() -> SocketAddr {
    static ADDRESS: OnceLock<SocketAddr> = OnceLock::new();
    *ADDRESS.get_or_init(start_server)
}

/// Sends `request` as it is; returns the status, the headers (lower case) and the body.
fn send(head: &str, body: &[u8]) -> (u16, String, String) {
    send_to(server(), head, body)
}

/// [`send`] to the server at `address`.
fn send_to(address: SocketAddr, head: &str, body: &[u8]) -> (u16, String, String) {
    let mut stream = TcpStream::connect(address).expect("the server accepts");
    stream.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    stream.set_write_timeout(Some(Duration::from_secs(20))).unwrap();
    let head = format!(
        "{head}\r\nHost: localhost\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).unwrap();
    // The server may answer and close before reading a body it refuses.
    let _ = stream.write_all(body);
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer);
    let text = String::from_utf8_lossy(&answer).into_owned();
    let (headers, body) = text.split_once("\r\n\r\n").expect("a complete answer");
    let status = headers[9..12].parse().unwrap();
    (status, headers.to_ascii_lowercase(), body.to_string())
}

fn post(command: &str, body: &str) -> (u16, Value) {
    post_to(server(), command, body)
}

fn post_to(address: SocketAddr, command: &str, body: &str) -> (u16, Value) {
    let (status, headers, body) = send_to(
        address,
        &format!("POST /api/{command} HTTP/1.1\r\nContent-Type: application/json"),
        body.as_bytes(),
    );
    assert!(headers.contains("content-type: application/json"), "{headers}");
    (status, serde_json::from_str(&body).unwrap_or_else(|e| panic!("{body}: {e}")))
}

/// Asserts a 4xx answer holding exactly `{"error": message}`; returns the message.
fn error(status: u16, answer: &Value, want: u16) -> String {
    assert_eq!(status, want, "{answer}");
    let object = answer.as_object().expect("an object");
    assert_eq!(object.len(), 1, "{answer}");
    object["error"].as_str().expect("a string").to_string()
}

fn still_serving() {
    let (status, answer) = post("moves", r#"{"game": "nim", "position": "1 2"}"#);
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["value"], 3);
}

#[test]
fn the_page_is_embedded_small_and_loads_nothing_from_elsewhere() {
    let mut total = 0;
    for (path, kind) in
        [("/", "text/html"), ("/app.js", "text/javascript"), ("/style.css", "text/css")]
    {
        let (status, headers, body) = send(&format!("GET {path} HTTP/1.1"), b"");
        assert_eq!(status, 200, "{path}");
        assert!(headers.contains(&format!("content-type: {kind}")), "{headers}");
        assert!(headers.contains("content-security-policy: default-src 'none'"), "{headers}");
        let named = body.replace("http://www.w3.org/2000/svg", "");
        assert!(
            !named.contains("http://") && !named.contains("https://"),
            "{path} names another host"
        );
        total += body.len();
    }
    assert!(total <= 300 * 1024, "the page is {total} bytes");
}

#[test]
fn bad_requests_get_one_json_error_and_the_server_keeps_serving() {
    let cases = [
        (r#"{"game": "chess", "position": "1"}"#, "unknown game \"chess\""),
        (
            r#"{"game": "nim", "position": "3 x"}"#,
            "a heap size must be a whole number from 0 to 18446744073709551615, not \"x\"",
        ),
        (r#"{"game": "nim", "position": "99999999999999999999"}"#, "not \"99999999999999999999\""),
        (
            r#"{"game": "wythoff", "position": "1 2 3"}"#,
            "wythoff takes exactly two piles, but 3 numbers were given",
        ),
        (r#"{"game": "nim", "position": ""}"#, "a position needs at least one heap"),
        (r#"{"game": "nim", "position": "1 +"}"#, "a + needs a game and its position on each side"),
        (
            r#"{"game": "nim", "position": "1", "limit": 3}"#,
            "a limit belongs to the Fibonacci game only",
        ),
        (r#"{"game": "nim"}"#, "the request needs \"position\", a string"),
        (r#"{"game": "nim", "position": 5}"#, "the request needs \"position\", a string"),
        (r#"[1, 2]"#, "the request body must be a JSON object"),
        (r#"{"game": "nim", "position": "1"#, "the request body is not JSON"),
        ("", "the request body is not JSON"),
    ];
    for (body, want) in cases {
        let (status, answer) = post("moves", body);
        let message = error(status, &answer, 400);
        assert!(message.contains(want), "{body}: {message}");
        still_serving();
    }
    // The same text as the command line's `error:` line, for each command.
    let input = std::env::temp_dir().join(format!("grundy-serve-test-{}.in", std::process::id()));
    std::fs::write(&input, "3\n1 2\n2 9\n").unwrap();
    let file = input.to_str().unwrap();
    let same = [
        ("value", r#"{"game": "chess", "position": "1"}"#, vec!["value", "chess", "1"]),
        ("value", r#"{"game": "nim", "position": "3 x"}"#, vec!["value", "nim", "3", "x"]),
        (
            "value",
            r#"{"game": "wythoff", "position": "1 2 3"}"#,
            vec!["value", "wythoff", "1", "2", "3"],
        ),
        (
            "moves",
            r#"{"game": "kayles", "position": "7 + misere-nim 3"}"#,
            vec!["moves", "kayles", "7", "+", "misere-nim", "3"],
        ),
        (
            "moves",
            r#"{"game": "nim", "position": "3", "limit": 2}"#,
            vec!["moves", "nim", "3", "--limit", "2"],
        ),
        (
            "table",
            r#"{"game": "kayles", "upto": 999999}"#,
            vec!["table", "kayles", "--upto", "999999"],
        ),
        ("table", r#"{"game": "octal:0.8", "upto": 9}"#, vec!["table", "octal:0.8", "--upto", "9"]),
        ("period", r#"{"game": "nim"}"#, vec!["period", "nim"]),
        (
            "draw",
            r#"{"kind": "tree", "input": "3\n1 2\n2 9\n"}"#,
            vec!["draw", "tree", file, "--svg", "/dev/null"],
        ),
    ];
    for (command, body, args) in same {
        let out =
            std::process::Command::new(env!("CARGO_BIN_EXE_grundy")).args(&args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8(out.stderr).unwrap();
        let cli = stderr.trim_end().strip_prefix("error: ").unwrap();
        // `draw` names the file it read; the API reads no file.
        let cli = cli.strip_prefix(&format!("{file}: ")).unwrap_or(cli);
        let (status, answer) = post(command, body);
        assert_eq!(error(status, &answer, 400), cli, "{command} {body}");
        still_serving();
    }
    std::fs::remove_file(&input).unwrap();
    let (status, answer) = post("no-such-command", "{}");
    assert!(error(status, &answer, 400).contains("unknown API command"));
}

#[test]
fn a_body_over_one_mib_is_refused() {
    let big = format!(r#"{{"game": "nim", "position": "{}"}}"#, "1 ".repeat(600_000));
    assert!(big.len() > 1 << 20);
    let (status, answer) = post("moves", &big);
    assert!(error(status, &answer, 413).contains("over the limit of 1048576 bytes"));
    still_serving();
    // Just under the limit is read (and judged on its content).
    let under = format!(r#"{{"game": "nim", "position": "{}"}}"#, "1 ".repeat(400_000));
    let (status, answer) = post("moves", &under);
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["value"], 0);
}

#[test]
fn unknown_paths_and_methods_get_json_errors() {
    let (status, _, body) = send("GET /etc/passwd HTTP/1.1", b"");
    let answer: Value = serde_json::from_str(&body).unwrap();
    assert!(error(status, &answer, 404).contains("no such page"));
    let (status, _, body) = send("GET /api/moves HTTP/1.1", b"");
    let answer: Value = serde_json::from_str(&body).unwrap();
    assert!(error(status, &answer, 405).contains("wrong method"));
    still_serving();
}

#[test]
fn many_clients_at_once() {
    let threads: Vec<_> = (0..16)
        .map(|i| {
            std::thread::spawn(move || {
                for j in 0..10 {
                    let (status, answer) =
                        post("moves", &format!(r#"{{"game": "nim", "position": "{} {}"}}"#, i, j));
                    assert_eq!(status, 200);
                    assert_eq!(answer["value"], i ^ j);
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
}

#[test]
fn board_plays_on_a_picture_and_refuses_bad_moves() {
    let tree = r#""kind": "tree", "input": "5\n1 2\n2 3\n2 4\n4 5\n""#;
    let (status, start) = post("board", &format!("{{{tree}}}"));
    assert_eq!(status, 200, "{start}");
    assert_eq!(start["value"], 4);
    let ids: Vec<&str> =
        start["moves"].as_array().unwrap().iter().map(|m| m["id"].as_str().unwrap()).collect();
    assert_eq!(ids, ["cut 2", "cut 3", "cut 4", "cut 5"]);
    // Every id is a group of the picture.
    let svg = start["svg"].as_str().unwrap();
    assert!(ids.iter().all(|id| svg.contains(&format!("data-move=\"{id}\""))), "{svg}");
    // Cutting 2–4 leaves the path 1–2–3, renumbered: value 2.
    let (status, after) = post("board", &format!("{{{tree}, \"moves\": [\"cut 4\"]}}"));
    assert_eq!(status, 200, "{after}");
    assert_eq!(
        (after["input"].as_str(), after["value"].as_u64()),
        (Some("3\n1 2\n2 3\n"), Some(2))
    );
    let best = &after["moves"][after["best"].as_u64().unwrap() as usize];
    assert_eq!((best["id"].as_str(), best["wins"].as_bool()), (Some("cut 2"), Some(true)));
    // The circles' last circle: nothing is left, a position of its own.
    let (status, end) =
        post("board", r#"{"kind": "circles", "input": "1\n0 0 1\n", "moves": ["circle 1"]}"#);
    assert_eq!(
        (status, end["input"].as_str(), end["outcome"].as_str()),
        (200, Some("0\n"), Some("P"))
    );
    assert_eq!(post("board", r#"{"kind": "circles", "input": "0\n"}"#).1["value"], 0);
    for (body, want) in [
        (
            format!("{{{tree}, \"moves\": [\"cut 9\"]}}"),
            "no move \"cut 9\" in this position (moves: cut 2, cut 3, cut 4, cut 5)",
        ),
        (
            format!("{{{tree}, \"moves\": \"cut 4\"}}"),
            "\"moves\" must be a list of moves such as [\"cut 4\"]",
        ),
        (r#"{"kind": "tree", "input": "3\n1 2\n2 9\n"}"#.into(), "line 3, token 2 \"9\""),
        (r#"{"kind": "maze", "input": "1\n"}"#.into(), "unknown kind \"maze\""),
    ] {
        let (status, answer) = post("board", &body);
        let message = error(status, &answer, 400);
        assert!(message.starts_with(want), "{message}");
    }
    // The same text as `draw` gives for the same bad input.
    let bad = r#""kind": "forest", "input": "1\n3 3\n1 2\n2 3\n3 1\n""#;
    let (_, drawn) = post("draw", &format!("{{{bad}}}"));
    assert_eq!(post("board", &format!("{{{bad}}}")).1, drawn);
    still_serving();
}

/// `grundy serve` itself: loopback by default without a warning; `--host 0.0.0.0` prints a
/// one-line warning that others can reach the page.
/// Starts `grundy serve` by `command`, its stdout and stderr piped; the child and its first line.
fn started(command: &mut std::process::Command) -> (std::process::Child, String) {
    use std::io::BufRead;
    let mut child = command
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("grundy serve starts");
    let mut line = String::new();
    std::io::BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
    (child, line)
}

#[test]
fn the_default_address_is_loopback_and_any_other_is_warned_about() {
    for (host, warned) in [(None, false), (Some("0.0.0.0"), true)] {
        let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_grundy"));
        command.args(["serve", "--port", "0"]).args(host.map(|h| ["--host", h]).iter().flatten());
        let (mut child, line) = started(&mut command);
        assert!(line.starts_with("grundy serve: open http://127.0.0.1:"), "{line}");
        let listening = if warned { "listening on 0.0.0.0:" } else { "listening on 127.0.0.1:" };
        assert!(line.contains(listening), "{line}");
        // The warning follows the address at once; give it time to be written.
        std::thread::sleep(Duration::from_millis(300));
        child.kill().unwrap();
        let mut err = String::new();
        child.stderr.take().unwrap().read_to_string(&mut err).unwrap();
        child.wait().unwrap();
        match warned {
            true => assert!(
                err.starts_with("warning: listening on 0.0.0.0: anyone")
                    && err.lines().count() == 1,
                "{err}"
            ),
            false => assert_eq!(err, ""),
        }
    }
}

/// This process's resident memory, in MB.
fn resident_mb() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    let line = status.lines().find(|l| l.starts_with("VmRSS:")).unwrap();
    line.split_whitespace().nth(1).unwrap().parse::<u64>().unwrap() >> 10
}

/// Held by the tests that load the server heavily, so that they do not run at once.
static HEAVY: std::sync::Mutex<()> = std::sync::Mutex::new(());

#[test]
fn distinct_large_positions_do_not_pile_up_in_memory() {
    let _heavy = HEAVY.lock().unwrap_or_else(|e| e.into_inner());
    still_serving();
    let before = resident_mb();
    for i in 0..40 {
        // 900 KB of position, a 3.6 MB answer: each kept would hold about 35 MB.
        let body = format!(r#"{{"game": "nim", "position": "{}{i}"}}"#, "1 ".repeat(450_000));
        let (status, answer) = post("value", &body);
        assert_eq!(status, 200, "{answer}");
    }
    let grown = resident_mb().saturating_sub(before);
    assert!(grown < 400, "the server grew by {grown} MB over 40 distinct large positions");
}

#[test]
fn a_flood_is_refused_with_429_and_the_server_recovers() {
    let _heavy = HEAVY.lock().unwrap_or_else(|e| e.into_inner());
    // A server of its own: the other tests' requests are not refused.
    let address = start_server();
    let at_once = |count: usize, heaps: usize| -> Vec<(u16, Value)> {
        let threads: Vec<_> = (0..count)
            .map(|i| {
                let position = format!("{}{i}", "1 ".repeat(heaps));
                std::thread::spawn(move || {
                    let body = format!(r#"{{"game": "nim", "position": "{position}"}}"#);
                    post_to(address, "value", &body)
                })
            })
            .collect();
        threads.into_iter().map(|t| t.join().unwrap()).collect()
    };
    // 100 positions of 200,000 heaps at once, on four computing threads: over 64 under way.
    let flood = at_once(100, 200_000);
    let served = flood.iter().filter(|(status, _)| *status == 200).count();
    for (status, answer) in flood.iter().filter(|(status, _)| *status != 200) {
        assert!(error(*status, answer, 429).contains("the server is busy"), "{answer}");
    }
    assert!((64..100).contains(&served), "{served} of 100 served");
    // Every slot is given back: 64 at once are all answered.
    assert!(at_once(64, 1).iter().all(|(status, _)| *status == 200));
}

#[test]
fn running_out_of_file_descriptors_does_not_stop_the_server() {
    // 64 descriptors at most, then 100 connections at once: accepting fails for a while.
    let grundy = env!("CARGO_BIN_EXE_grundy");
    let mut command = std::process::Command::new("/bin/sh");
    command.args(["-c", "ulimit -n 64 && exec \"$0\" serve --port 0", grundy]);
    let (mut child, line) = started(&mut command);
    let port = line.split("listening on 127.0.0.1:").nth(1).and_then(|r| r.split(';').next());
    let address: SocketAddr = format!("127.0.0.1:{}", port.expect(&line)).parse().unwrap();
    let idle: Vec<_> = (0..100).map(|_| TcpStream::connect(address).expect("queued")).collect();
    std::thread::sleep(Duration::from_millis(1500));
    drop(idle);
    // The server waits a second after a failed accept, then serves again.
    let start = std::time::Instant::now();
    let body = r#"{"game": "nim", "position": "1 2"}"#;
    let answered = loop {
        let tried = std::panic::catch_unwind(|| post_to(address, "value", body));
        match tried {
            Ok((200, answer)) => break answer,
            _ if start.elapsed() < Duration::from_secs(10) => {
                std::thread::sleep(Duration::from_millis(100))
            }
            other => panic!("not served again: {other:?}"),
        }
    };
    assert_eq!(answered["value"], 3);
    assert!(child.try_wait().unwrap().is_none(), "the server stopped");
    child.kill().unwrap();
    let mut err = String::new();
    child.stderr.take().unwrap().read_to_string(&mut err).unwrap();
    child.wait().unwrap();
    assert_eq!(err, "");
}

#[test]
fn connections_that_send_nothing_are_closed() {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a free port");
    let address = listener.local_addr().unwrap();
    let idle = Duration::from_secs(1);
    std::thread::spawn(move || grundy_explorer::serve::serve_closing_idle(listener, idle));
    let silent = TcpStream::connect(address).unwrap();
    let mut partial = TcpStream::connect(address).unwrap();
    partial.write_all(b"POST /api/value HTTP/1.1\r\nHost: localhost\r\n").unwrap();
    for mut stream in [silent, partial] {
        stream.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
        let start = std::time::Instant::now();
        let _ = stream.read_to_end(&mut Vec::new());
        let took = start.elapsed();
        assert!(took < Duration::from_secs(5), "still open after {took:?}");
    }
    // A client that speaks is answered.
    let (status, answer) = post_to(address, "value", r#"{"game": "nim", "position": "1 2"}"#);
    assert_eq!((status, &answer["value"]), (200, &Value::from(3)));
}
