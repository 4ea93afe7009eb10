//! The routes: the page (`/`, `/app.js`, `/style.css`) and the JSON API (`/api/...`).
//! Every API answer is a command's `--json` object, or a 4xx with `{"error": …}` holding
//! the command line's error text.

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{DefaultBodyLimit, Path};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use serde_json::{json, Value};

/// The largest request body accepted.
pub const BODY_LIMIT: usize = 1 << 20;

const PAGE: &str = include_str!("../../web/index.html");
const SCRIPT: &str = include_str!("../../web/app.js");
const STYLE: &str = include_str!("../../web/style.css");

/// Nothing but this server: no script, style, image or connection from elsewhere.
const POLICY: &str = "default-src 'none'; script-src 'self'; style-src 'self'; \
img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'";

/// The server's routes.
pub fn router() -> Router {
    Router::new()
        .route("/", get(|| async { asset("text/html; charset=utf-8", PAGE) }))
        .route("/app.js", get(|| async { asset("text/javascript; charset=utf-8", SCRIPT) }))
        .route("/style.css", get(|| async { asset("text/css; charset=utf-8", STYLE) }))
        .route("/api/games", get(|| async { answer(Ok(games())) }))
        .route("/api/{command}", post(command))
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
async fn command(Path(name): Path<String>, body: Result<Bytes, BytesRejection>) -> Response {
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
            return failure(
                StatusCode::BAD_REQUEST,
                format!("the request body is not JSON: {e}"),
            )
        }
    };
    // The commands compute; they run off the threads that move bytes.
    match tokio::task::spawn_blocking(move || cached(&name, &args)).await {
        Ok(result) => answer(result),
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

/// The words of `game` and `position` as the command line would get them.
fn words(args: &Value) -> Result<Vec<String>, String> {
    let game = text(args, "game")?;
    let position = text(args, "position")?;
    Ok(std::iter::once(game)
        .chain(position.split_whitespace())
        .map(String::from)
        .collect())
}

fn to_json<T: serde::Serialize>(object: T) -> Result<Value, String> {
    serde_json::to_value(object).map_err(|e| format!("cannot write JSON: {e}"))
}

/// Answers kept per computing thread: a class plays the same exercises, so most positions
/// are asked for many times. At most [`CACHED_ANSWERS`], forgotten all at once when full.
const CACHED_ANSWERS: usize = 4096;

thread_local! {
    static ANSWERS: std::cell::RefCell<std::collections::HashMap<String, Value>> = Default::default();
}

/// [`run`], through this thread's cache of answers.
fn cached(name: &str, args: &Value) -> Result<Value, String> {
    let key = format!("{name} {args}");
    if let Some(v) = ANSWERS.with(|a| a.borrow().get(&key).cloned()) {
        return Ok(v);
    }
    let answer = run(name, args)?;
    ANSWERS.with(|a| {
        let mut a = a.borrow_mut();
        if a.len() >= CACHED_ANSWERS {
            a.clear();
        }
        a.insert(key, answer.clone());
    });
    Ok(answer)
}

/// Runs API command `name`.
pub fn run(name: &str, args: &Value) -> Result<Value, String> {
    match name {
        "moves" => {
            let sum = crate::moves::parse(&words(args)?, number(args, "limit")?)?;
            to_json(crate::moves::report(&sum)?)
        }
        _ => Err(format!(
            "unknown API command \"{name}\": expected games or moves"
        )),
    }
}

/// The games the page offers, each with a position to start from.
fn games() -> Value {
    let list = [
        ("nim", "Nim", "3 4 5"),
        ("misere-nim", "Misère Nim", "3 4 5"),
        ("bash:3", "Bash (take 1 to 3)", "10"),
        ("misere-bash:3", "Misère Bash (take 1 to 3)", "10"),
        ("wythoff", "Wythoff", "3 5"),
        ("fibonacci", "Fibonacci Nim", "10"),
        ("subtraction:1,3,4", "Subtraction {1, 3, 4}", "7 9"),
        ("lasker", "Lasker's Nim", "5 6"),
        ("kayles", "Kayles", "7"),
        ("dawson", "Dawson's Kayles", "8"),
        ("octal:0.137", "Octal 0.137", "9"),
    ];
    json!({
        "games": list.iter().map(|(spec, name, example)| json!({"game": spec, "name": name, "example": example})).collect::<Vec<_>>(),
    })
}
