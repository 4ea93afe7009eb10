//! The routes: the page (`/`, `/app.js`, `/style.css`) and the JSON API (`/api/...`).
//! Every API answer is a command's `--json` object, or a 4xx with `{"error": …}` holding
//! the command line's error text.

use crate::out::Failure;
use crate::{board, draw, moves, period, registry, table, value};
use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{DefaultBodyLimit, Path};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use serde_json::{json, Value};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

/// The largest request body accepted.
pub const BODY_LIMIT: usize = 1 << 20;

const PAGE: &str = include_str!("../web/index.html");
const SCRIPT: &str = include_str!("../web/app.js");
const STYLE: &str = include_str!("../web/style.css");

/// Nothing but this server: no script, style, image or connection from elsewhere.
const POLICY: &str = "default-src 'none'; script-src 'self'; style-src 'self'; \
img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'";

/// API commands being answered or waiting for a computing thread at once, per server; one
/// more is refused at once (429), so that a flood cannot queue bodies and answers without bound.
pub const IN_FLIGHT: usize = 64;

/// A place among a server's API commands under way, given back when dropped.
struct Slot(Arc<AtomicUsize>);

impl Slot {
    fn take(under_way: &Arc<AtomicUsize>) -> Option<Slot> {
        if under_way.fetch_add(1, Ordering::SeqCst) < IN_FLIGHT {
            return Some(Slot(Arc::clone(under_way)));
        }
        under_way.fetch_sub(1, Ordering::SeqCst);
        None
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

/// The server's routes.
pub fn router() -> Router {
    let under_way = Arc::new(AtomicUsize::new(0));
    let api = move |name, body| command(name, body, Arc::clone(&under_way));
    Router::new()
        .route("/", get(|| async { asset("text/html; charset=utf-8", PAGE) }))
        .route("/app.js", get(|| async { asset("text/javascript; charset=utf-8", SCRIPT) }))
        .route("/style.css", get(|| async { asset("text/css; charset=utf-8", STYLE) }))
        .route("/api/games", get(|| async { answer(Ok(games())) }))
        .route("/api/{command}", post(api))
        .fallback(|| async { failure(StatusCode::NOT_FOUND, "no such page or API command".into()) })
        .method_not_allowed_fallback(|| async {
            failure(
                StatusCode::METHOD_NOT_ALLOWED,
                "wrong method: the page is GET /, API commands are POST /api/COMMAND with a JSON body".into(),
            )
        })
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
}

fn asset(kind: &'static str, text: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, kind),
            (header::CONTENT_SECURITY_POLICY, POLICY),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        text,
    )
        .into_response()
}

fn json_response(status: StatusCode, value: &Value) -> Response {
    let kind = [(header::CONTENT_TYPE, "application/json")];
    (status, kind, value.to_string()).into_response()
}

fn failure(status: StatusCode, message: String) -> Response {
    json_response(status, &json!({ "error": message }))
}

fn answer(result: Result<Value, String>) -> Response {
    match result {
        Ok(v) => json_response(StatusCode::OK, &v),
        Err(message) => failure(StatusCode::BAD_REQUEST, message),
    }
}

/// `POST /api/COMMAND`: the body is a JSON object of the command's arguments.
async fn command(
    Path(name): Path<String>, body: Result<Bytes, BytesRejection>, under_way: Arc<AtomicUsize>,
) -> Response {
    let Some(slot) = Slot::take(&under_way) else {
        let message = format!("the server is busy ({IN_FLIGHT} requests under way): ask again");
        return failure(StatusCode::TOO_MANY_REQUESTS, message);
    };
    let body = match body {
        Ok(body) => body,
        Err(rejection) if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE => {
            return failure(
                StatusCode::PAYLOAD_TOO_LARGE,
                format!("the request body is over the limit of {BODY_LIMIT} bytes (1 MiB)"),
            )
        }
        Err(rejection) => return failure(rejection.status(), rejection.body_text()),
    };
    let args: Value = match serde_json::from_slice(&body) {
        Ok(v @ Value::Object(_)) => v,
        Ok(_) => {
            return failure(
                StatusCode::BAD_REQUEST,
                "the request body must be a JSON object".into(),
            )
        }
        Err(e) => {
            return failure(StatusCode::BAD_REQUEST, format!("the request body is not JSON: {e}"))
        }
    };
    // The commands compute; they run off the threads that move bytes.
    let computed = tokio::task::spawn_blocking(move || cached(&name, &args)).await;
    drop(slot);
    match computed {
        Ok(Ok(json)) => ([(header::CONTENT_TYPE, "application/json")], json).into_response(),
        Ok(Err(message)) => failure(StatusCode::BAD_REQUEST, message),
        Err(_) => failure(
            StatusCode::INTERNAL_SERVER_ERROR,
            "the command failed unexpectedly (a bug: please report the request)".into(),
        ),
    }
}

/// A string argument.
fn text<'a>(args: &'a Value, key: &str) -> Result<&'a str, String> {
    args.get(key)
        .and_then(Value::as_str)
        .ok_or_else(|| format!("the request needs \"{key}\", a string"))
}

/// The `kind` of a picture.
fn kind(args: &Value) -> Result<draw::Kind, String> {
    let kind = text(args, "kind")?;
    <draw::Kind as clap::ValueEnum>::from_str(kind, true).map_err(|_| {
        let kind = crate::out::quoted(kind);
        format!("unknown kind {kind}: expected tree, forest, circles or hackenbush")
    })
}

/// An optional whole-number argument.
fn number(args: &Value, key: &str) -> Result<Option<u64>, String> {
    match args.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(v) => v
            .as_u64()
            .map(Some)
            .ok_or_else(|| format!("\"{key}\" must be a whole number from 0 to {}", u64::MAX)),
    }
}

/// An optional count argument (`default` when absent).
fn count(args: &Value, key: &str, default: usize) -> Result<usize, String> {
    Ok(number(args, key)?.map_or(default, |n| usize::try_from(n).unwrap_or(usize::MAX)))
}

/// The position's words as the command line gets them: `position` split at blanks.
fn words(args: &Value) -> Result<Vec<String>, String> {
    Ok(text(args, "position")?.split_whitespace().map(String::from).collect())
}

fn to_json<T: serde::Serialize>(object: Result<T, Failure>) -> Result<Value, String> {
    let object = object.map_err(|f| f.message().to_string())?;
    serde_json::to_value(object).map_err(|e| format!("cannot write JSON: {e}"))
}

/// Answers kept per computing thread, as the JSON sent: a class plays the same exercises, so
/// most positions are asked for many times. Requests and answers take at most
/// [`CACHE_BYTES`] a thread, forgotten all at once when full; a pair over a 16th of it is
/// not kept (distinct large positions would otherwise hold memory without bound).
const CACHE_BYTES: usize = 16 << 20;

thread_local! {
    static ANSWERS: std::cell::RefCell<(std::collections::HashMap<String, String>, usize)> =
        Default::default();
}

/// [`run`] as JSON text, through this thread's cache of answers.
fn cached(name: &str, args: &Value) -> Result<String, String> {
    let key = format!("{name} {args}");
    if let Some(json) = ANSWERS.with(|a| a.borrow().0.get(&key).cloned()) {
        return Ok(json);
    }
    let json = run(name, args)?.to_string();
    let size = key.len() + json.len();
    if size <= CACHE_BYTES / 16 {
        ANSWERS.with(|a| {
            let (answers, bytes) = &mut *a.borrow_mut();
            if *bytes + size > CACHE_BYTES {
                answers.clear();
                *bytes = 0;
            }
            *bytes += size;
            answers.insert(key, json.clone());
        });
    }
    Ok(json)
}

/// Runs API command `name` (the arguments of the command line's, as JSON); the answer is
/// what the command prints with `--json`.
pub fn run(name: &str, args: &Value) -> Result<Value, String> {
    match name {
        "value" => {
            let p = registry::parse_position(text(args, "game")?, &words(args)?)?;
            to_json(value::report(&p))
        }
        "moves" => {
            let limit = number(args, "limit")?;
            let p = moves::position(text(args, "game")?, &words(args)?, limit);
            to_json(p.and_then(|p| moves::report(&p)))
        }
        "table" => {
            let game = registry::parse_game(text(args, "game")?)?;
            to_json(table::report(game.as_ref(), count(args, "upto", 0)?))
        }
        "period" => {
            let game = registry::parse_game(text(args, "game")?)?;
            let (max, seconds) = (count(args, "max", 1_000_000)?, count(args, "seconds", 10)?);
            to_json(period::report(game.as_ref(), max, seconds, &mut |_| {}))
        }
        "draw" => {
            let input = text(args, "input")?.as_bytes().to_vec();
            let all = args.get("all").and_then(Value::as_bool).unwrap_or(false);
            let source = Box::new(std::io::Cursor::new(input));
            let (svg, mut report) = draw::report(kind(args)?, source, all)?;
            report.svg = svg;
            to_json(Ok(report))
        }
        "board" => {
            let bad = || "\"moves\" must be a list of moves such as [\"cut 4\"]".to_string();
            let ids = match args.get("moves") {
                None | Some(Value::Null) => Vec::new(),
                Some(Value::Array(list)) => {
                    let ids = list.iter().map(|m| m.as_str().map(String::from).ok_or_else(bad));
                    ids.collect::<Result<_, _>>()?
                }
                Some(_) => return Err(bad()),
            };
            to_json(board::report(kind(args)?, text(args, "input")?, "", &ids))
        }
        _ => Err(format!(
            "unknown API command {}: expected value, moves, table, period, draw or board (POST), or games (GET)",
            crate::out::quoted(name)
        )),
    }
}

/// A position to start from, for the games of the registry (by the name before `:`).
fn example(syntax: &str) -> (&'static str, &'static str) {
    match syntax.split(':').next().unwrap_or("") {
        "nim" | "misere-nim" => ("", "3 4 5"),
        "bash" | "misere-bash" => ("3", "10"),
        "wythoff" => ("", "3 5"),
        "fibonacci" => ("", "10"),
        "subtraction" => ("1,3,4", "7 9"),
        "lasker" => ("", "5 6"),
        "kayles" => ("", "7 3"),
        "dawson" => ("", "8"),
        "staircase" => ("", "2 5 9"),
        "cutting" => ("", "4 5"),
        "northcott" => ("", "1 5 2 3 6 4"),
        "lights" => ("", "1 2 3 3"),
        _ => ("0.137", "9"),
    }
}

/// `GET /api/games`: every game of the registry, with a game and position to start from.
fn games() -> Value {
    let list: Vec<Value> = registry::GAMES
        .iter()
        .map(|e| {
            let (arg, position) = example(e.syntax);
            let game = match e.syntax.split_once(':') {
                Some((name, _)) => format!("{name}:{arg}"),
                None => e.syntax.to_string(),
            };
            json!({ "syntax": e.syntax, "about": e.about, "game": game, "example": position })
        })
        .collect();
    json!({ "games": list })
}
