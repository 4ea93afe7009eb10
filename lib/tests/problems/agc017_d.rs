//! Tests of the `agc017_d` binary.

#[allow(dead_code)]
#[path = "../../../problems/agc017_d.rs"]
mod bin;

use crate::kit::run_on_bytes;
use bin::solve;

#[test]
fn samples_and_bad_input() {
    for (input, want) in [
        ("5\n1 2\n2 3\n2 4\n4 5\n", "Alice\n"),
        ("5\n1 2\n2 3\n1 4\n4 5\n", "Bob\n"),
        ("6\n1 2\n2 4\n5 1\n6 3\n3 2\n", "Alice\n"),
        ("7\n1 2\n3 7\n4 6\n2 3\n2 4\n1 5\n", "Bob\n"),
        ("1\n", "Bob\n"),
        ("2\r\n2 1", "Alice\n"),
    ] {
        assert_eq!(run_on_bytes(input.as_bytes(), solve), (want.into(), Ok(())));
    }
    for (input, line, token) in [
        ("4\n1 2\n2 3\n3 1\n", 4, 2),
        ("4\n1 2\n2 5\n3 4\n", 3, 2),
        ("4\n1 2\n3 3\n3 4\n", 3, 2),
        ("0\n", 1, 1),
        ("4\n1 2\n2 3\n", 4, 0),
        ("3\n1 2\n2 3\n3\n", 4, 1),
    ] {
        let (out, res) = run_on_bytes(input.as_bytes(), solve);
        let err = res.unwrap_err();
        assert_eq!((out.as_str(), err.line, err.token_index), ("", line, token), "{input}");
    }
}
