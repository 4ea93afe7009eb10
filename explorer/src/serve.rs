//! `grundy serve`: the explorer in a browser. One page (HTML, CSS and JavaScript embedded
//! in the binary, nothing loaded from elsewhere) and a JSON API answering with the same
//! objects as the commands' `--json`. Nothing is read from or written to files.

use std::future::Future;
use std::net::{IpAddr, SocketAddr, TcpListener};
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

/// A connection that sends nothing for this long is closed: a keep-alive left open, or a
/// client that never finishes its request, would otherwise hold a descriptor for ever. (A
/// command computes for seconds at most.)
pub const IDLE: Duration = Duration::from_secs(60);

/// Runs `grundy serve` until the process is stopped; `Err` (a one-line message) if the
/// address cannot be used.
pub fn run(host: &str, port: u16, open: bool) -> Result<(), String> {
    let ip: IpAddr = host.parse().map_err(|_| {
        format!(
            "--host must be an IP address such as 127.0.0.1 or 0.0.0.0, not {}",
            crate::out::quoted(host)
        )
    })?;
    let listener = TcpListener::bind(SocketAddr::new(ip, port))
        .map_err(|e| format!("cannot listen on {}: {e}", SocketAddr::new(ip, port)))?;
    let address =
        listener.local_addr().map_err(|e| format!("cannot read the address listened on: {e}"))?;
    let url = match address.ip() {
        ip if ip.is_unspecified() => format!("http://127.0.0.1:{}/", address.port()),
        _ => format!("http://{address}/"),
    };
    println!("grundy serve: open {url} (listening on {address}; Ctrl-C stops)");
    if !ip.is_loopback() {
        eprintln!("warning: listening on {ip}: anyone who can reach this machine on the network can open the page and use the API");
    }
    if open {
        open_browser(&url);
    }
    serve(listener)
}

/// Serves on `listener` (already bound) until the process ends.
pub fn serve(listener: TcpListener) -> Result<(), String> {
    serve_closing_idle(listener, IDLE)
}

/// [`serve`], closing connections that send nothing for `idle`.
pub fn serve_closing_idle(listener: TcpListener, idle: Duration) -> Result<(), String> {
    more_connections();
    listener.set_nonblocking(true).map_err(|e| format!("cannot set up the listener: {e}"))?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        // Commands compute on at most this many threads (each keeps its caches warm);
        // more would only share the same cores.
        .max_blocking_threads(4)
        .enable_io()
        // Timers: when accepting fails (no file descriptor left), the server waits and
        // retries; without them that wait panicked and the server stopped.
        .enable_time()
        .build()
        .map_err(|e| format!("cannot start the server: {e}"))?;
    runtime.block_on(async move {
        let tcp = tokio::net::TcpListener::from_std(listener)
            .map_err(|e| format!("cannot set up the listener: {e}"))?;
        axum::serve(Listener { tcp, idle }, crate::api::router())
            .await
            .map_err(|e| format!("the server stopped: {e}"))
    })
}

/// Asks the desktop to open `url`; says so if it cannot (the address is printed anyway).
fn open_browser(url: &str) {
    let opener = if cfg!(target_os = "macos") {
        "open"
    } else if cfg!(windows) {
        "explorer"
    } else {
        "xdg-open"
    };
    if let Err(e) = std::process::Command::new(opener)
        .arg(url)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
    {
        eprintln!("note: could not start {opener} to open the page ({e}); open {url} by hand");
    }
}

/// Raises the soft limit of open files to the hard one (as servers do), so that a class's
/// connections, or a flood of idle ones, do not exhaust a default of 1,024.
fn more_connections() {
    #[cfg(unix)]
    // SAFETY: getrlimit and setrlimit on our own process with a valid struct.
    unsafe {
        let mut limit = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) == 0 && limit.rlim_cur < limit.rlim_max
        {
            limit.rlim_cur = limit.rlim_max;
            libc::setrlimit(libc::RLIMIT_NOFILE, &limit);
        }
    }
}

/// TCP connections, each closed once `idle` passes without a byte from the client.
struct Listener {
    tcp: tokio::net::TcpListener,
    idle: Duration,
}

impl axum::serve::Listener for Listener {
    type Io = Idle;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Idle, SocketAddr) {
        // axum's own accept: a failure (such as no descriptor left) is waited out and retried.
        let (stream, address) = axum::serve::Listener::accept(&mut self.tcp).await;
        let deadline = Box::pin(tokio::time::sleep(self.idle));
        (Idle { stream, idle: self.idle, deadline }, address)
    }

    fn local_addr(&self) -> std::io::Result<SocketAddr> {
        self.tcp.local_addr()
    }
}

/// A TCP stream whose reads fail (timed out) once nothing has come for `idle`.
struct Idle {
    stream: tokio::net::TcpStream,
    idle: Duration,
    deadline: Pin<Box<tokio::time::Sleep>>,
}

impl AsyncRead for Idle {
    fn poll_read(
        mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        let this = &mut *self;
        match Pin::new(&mut this.stream).poll_read(cx, buf) {
            Poll::Pending => match this.deadline.as_mut().poll(cx) {
                Poll::Ready(()) => Poll::Ready(Err(std::io::ErrorKind::TimedOut.into())),
                Poll::Pending => Poll::Pending,
            },
            ready => {
                this.deadline.as_mut().reset(tokio::time::Instant::now() + this.idle);
                ready
            }
        }
    }
}

impl AsyncWrite for Idle {
    fn poll_write(
        mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8],
    ) -> Poll<std::io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write(cx, buf)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>, cx: &mut Context<'_>, bufs: &[std::io::IoSlice<'_>],
    ) -> Poll<std::io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }
}
