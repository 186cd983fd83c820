"""Normalize a stream of lines on several CPU cores, output in input order.

``OrderedPool(make_render, workers)`` starts ``workers`` processes ("spawn" context:
torch and pynini are not fork-safe). Each calls ``make_render()`` once, which builds
whatever it needs (a ``tnfst.Normalizer``: models loaded once per worker) and returns
``render(lines) -> outputs`` (one output per line). ``pool.map(lines)`` cuts the lines
into ordered chunks, sends them to the workers and yields ``Chunk``s strictly in input
order as they finish, so a caller writes and flushes as it goes.

Guarantees, for corpora of any size:

- bounded memory: at most ``chunks_per_worker * workers`` chunks are read ahead of the
  last chunk written (finished chunks wait in a reorder buffer only that long);
- no line lost or duplicated: every chunk is yielded exactly once, in order; a result
  that arrives twice (a worker that died after sending it) is dropped;
- a worker that dies (killed, out of memory, a crash in native code) is reported with
  the line range of the chunk it was reading. The chunk is retried once in a fresh
  worker (``retries``); a second death raises ``WorkerDied`` naming the lines, after
  every earlier chunk has been yielded;
- an exception inside ``render`` raises ``WorkerError`` naming the lines; an exception in
  ``make_render`` raises ``WorkerLoadError`` carrying the original exception;
- Ctrl-C: the workers ignore SIGINT, the parent gets ``KeyboardInterrupt`` and the pool
  terminates them on exit (``with OrderedPool(...)``).

Transport: two one-way pipes per worker (no lock shared between workers, so one that is
killed mid-write cannot block the others); a thread in each worker receives chunks as
soon as they are sent, so the parent never blocks on a busy worker.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import queue
import signal
import threading
import traceback
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from multiprocessing.connection import Connection, wait

log = logging.getLogger(__name__)

Render = Callable[[list[str]], list[str]]
DEFAULT_CHUNK_LINES = 512
DEFAULT_CHUNKS_PER_WORKER = 2  # chunks a worker holds at once (one reading, one queued)
READ_AHEAD_PER_WORKER = 4  # chunks read ahead of the last one written, per worker
_POLL_S = 0.02  # how often a live stream is checked for new lines while workers are idle
_STOP_WAIT_S = 5.0


class PoolError(RuntimeError):
    """Base class of the pool's errors."""


class WorkerDied(PoolError):
    """A worker process ended without finishing its chunk (lines ``first``..``last``, 1-based)."""

    def __init__(self, message: str, first: int | None = None, last: int | None = None, exitcode: int | None = None):
        super().__init__(message)
        self.first, self.last, self.exitcode = first, last, exitcode


class WorkerError(PoolError):
    """``render`` raised on lines ``first``..``last`` (1-based); the message has the worker's traceback."""

    def __init__(self, message: str, first: int, last: int):
        super().__init__(message)
        self.first, self.last = first, last


class WorkerLoadError(PoolError):
    """``make_render`` raised in a worker; ``cause`` is the exception (re-created in the parent)."""

    def __init__(self, cause: BaseException):
        super().__init__(str(cause))
        self.cause = cause


@dataclass
class Chunk:
    """Lines ``first``..``first + len(lines) - 1`` (1-based) and their outputs."""

    index: int
    first: int
    lines: list[str]
    outputs: list[str] | None = None

    @property
    def last(self) -> int:
        return self.first + len(self.lines) - 1

    def span(self) -> str:
        return f"line {self.first}" if len(self.lines) == 1 else f"lines {self.first}-{self.last}"


def default_workers(requested: int) -> int:
    """``requested`` workers, or one per core this process may run on when it is 0."""
    if requested < 0:
        raise ValueError(f"workers must be >= 0, got {requested}")
    if requested:
        return requested
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def _signal_name(exitcode: int | None) -> str:
    if exitcode is None:
        return "an unknown status"
    if exitcode < 0:
        try:
            return f"signal {signal.Signals(-exitcode).name}"
        except ValueError:
            return f"signal {-exitcode}"
    return f"exit code {exitcode}"


def _worker_main(make_render: Callable[[], Render], tasks: Connection, results: Connection, log_level: int) -> None:
    """A worker: build the renderer once, then render chunks until told to stop (None)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent decides when to stop
    try:
        os.dup2(2, 1)  # anything a library prints goes to stderr, never into the output on stdout
    except OSError:
        pass
    logging.basicConfig(level=log_level, format="%(levelname)s %(name)s [worker %(process)d]: %(message)s")
    inbox: queue.SimpleQueue = queue.SimpleQueue()

    def receive() -> None:  # drain the task pipe at once so the parent's sends never wait on us
        try:
            while True:
                item = tasks.recv()
                inbox.put(item)
                if item is None:
                    return
        except (EOFError, OSError):
            inbox.put(None)

    threading.Thread(target=receive, daemon=True).start()
    try:
        render = make_render()
    except BaseException as exc:  # noqa: BLE001 - reported to the parent, which decides
        try:
            results.send(("load_error", exc))
        except Exception:  # noqa: BLE001 - an exception that does not pickle
            results.send(("load_error", RuntimeError(f"{type(exc).__name__}: {exc}")))
        return
    results.send(("ready",))
    while (item := inbox.get()) is not None:
        index, lines = item
        try:
            outputs = list(render(lines))
            if len(outputs) != len(lines):
                raise RuntimeError(f"render returned {len(outputs)} outputs for {len(lines)} lines")
        except Exception:  # noqa: BLE001 - reported with the chunk's lines by the parent
            results.send(("error", index, traceback.format_exc()))
            return
        results.send(("done", index, outputs))


@dataclass
class _Worker:
    slot: int
    process: multiprocessing.process.BaseProcess
    tasks: Connection  # parent -> worker
    results: Connection  # worker -> parent
    ready: bool = False
    assigned: deque = field(default_factory=deque)  # chunk indexes, in the order sent

    def describe(self) -> str:
        return f"worker {self.slot} (pid {self.process.pid})"


class OrderedPool:
    """A pool of worker processes that renders chunks of lines and yields them in input order.

    Args:
        make_render: picklable zero-argument callable run once in each worker; returns
            ``render(lines) -> list of outputs`` (one per line).
        workers: number of processes (>= 1; see ``default_workers`` for 0 = one per core).
        chunk_lines: lines per chunk.
        chunks_per_worker: chunks sent to a worker before it returns one.
        read_ahead: chunks read ahead of the last one yielded, per worker (bounds memory).
        retries: how many times a chunk whose worker died is given to a fresh worker.
        context: multiprocessing start method ("spawn" or "forkserver").

    Use as a context manager: leaving it (normally, on an error or on Ctrl-C) stops
    every worker.
    """

    def __init__(self, make_render: Callable[[], Render], workers: int, *, chunk_lines: int = DEFAULT_CHUNK_LINES,
                 chunks_per_worker: int = DEFAULT_CHUNKS_PER_WORKER, read_ahead: int = READ_AHEAD_PER_WORKER,
                 retries: int = 1, context: str = "spawn"):
        if workers < 1:
            raise ValueError(f"workers must be >= 1, got {workers}")
        if chunk_lines < 1 or chunks_per_worker < 1 or read_ahead < chunks_per_worker:
            raise ValueError("need chunk_lines >= 1 and read_ahead >= chunks_per_worker >= 1")
        self.make_render = make_render
        self.workers = workers
        self.chunk_lines = chunk_lines
        self.chunks_per_worker = chunks_per_worker
        self.read_ahead = read_ahead
        self.retries = retries
        self._ctx = multiprocessing.get_context(context)
        self._pool: list[_Worker] = []
        self._slots = 0

    # -- worker processes ----------------------------------------------------------

    def _start_worker(self) -> _Worker:
        task_recv, task_send = self._ctx.Pipe(duplex=False)
        result_recv, result_send = self._ctx.Pipe(duplex=False)
        process = self._ctx.Process(target=_worker_main, name=f"tnfst-worker-{self._slots}", daemon=True,
                                    args=(self.make_render, task_recv, result_send, logging.getLogger().level))
        # Children start with SIGINT ignored (inherited across exec): a Ctrl-C during their
        # start-up never prints a traceback from inside a worker.
        try:
            previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
        except ValueError:  # not the main thread: leave signals alone
            previous = None
        try:
            process.start()
        finally:
            if previous is not None:
                signal.signal(signal.SIGINT, previous)
        task_recv.close()
        result_send.close()
        worker = _Worker(self._slots, process, task_send, result_recv)
        self._slots += 1
        self._pool.append(worker)
        return worker

    def close(self) -> None:
        """Stop every worker: ask politely, then terminate, then kill."""
        for worker in self._pool:
            try:
                worker.tasks.send(None)
            except (OSError, ValueError):
                pass
        for worker in self._pool:
            worker.process.join(timeout=_STOP_WAIT_S if worker.ready and not worker.assigned else 0.2)
            if worker.process.is_alive():
                worker.process.terminate()
                worker.process.join(timeout=_STOP_WAIT_S)
            if worker.process.is_alive():
                worker.process.kill()
                worker.process.join()
            for conn in (worker.tasks, worker.results):
                conn.close()
        self._pool.clear()

    def __enter__(self) -> "OrderedPool":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- the ordered map --------------------------------------------------------------

    def map(self, lines: Iterable[str], *, live: bool = False) -> Iterator[Chunk]:
        """Yield the chunks of ``lines`` with their outputs, in input order.

        ``live``: the lines come from a terminal or a pipe that may pause; a chunk is then
        cut from whatever lines have arrived when a worker is free (never waiting for a
        full chunk), so output follows input. Otherwise chunks are always ``chunk_lines``
        long (the last one shorter), which makes the output independent of timing.
        """
        source = _LineSource(lines, self.chunk_lines * (self.read_ahead + 1))
        limit = self.read_ahead * self.workers
        unwritten: dict[int, Chunk] = {}  # read, not yet yielded
        pending: deque[int] = deque()  # read, not assigned to a worker
        deaths: dict[int, int] = {}
        next_index, next_line, next_yield = 0, 1, 0
        try:
            while True:
                # 1. read ahead (a file: full chunks; a live stream: what has arrived, when a worker is free)
                while not source.exhausted and len(unwritten) < limit:
                    if live and (pending or not self._has_idle_worker()):
                        break  # lines keep arriving meanwhile: the next chunk is larger
                    batch = source.take(self.chunk_lines, block=not live)
                    if not batch:
                        break
                    chunk = Chunk(next_index, next_line, batch)
                    unwritten[next_index] = chunk
                    pending.append(next_index)
                    next_index += 1
                    next_line += len(batch)
                # 2. start workers: no more than there are chunks to read so far
                self._grow(len(unwritten), source, live)
                # 3. hand out chunks, least loaded worker first
                while pending:
                    worker = self._least_loaded()
                    if worker is None:
                        break
                    index = pending.popleft()
                    try:
                        worker.tasks.send((index, unwritten[index].lines))
                        worker.assigned.append(index)
                    except (OSError, ValueError):  # it died; noticed below
                        pending.appendleft(index)
                        break
                # 4. yield what is finished, in order
                while next_yield in unwritten and unwritten[next_yield].outputs is not None:
                    chunk = unwritten.pop(next_yield)
                    next_yield += 1
                    yield chunk
                if source.exhausted and not unwritten:
                    source.raise_error()
                    return
                # 5. wait for a result, a death, or (live) new input
                waiting_on_input = live and not source.exhausted
                timeout = _POLL_S if waiting_on_input else 1.0
                handles = [w.results for w in self._pool] + [w.process.sentinel for w in self._pool]
                ready = wait(handles, timeout=timeout)
                for worker in list(self._pool):
                    if worker.results in ready or worker.process.sentinel in ready:
                        self._receive(worker, unwritten)
                for worker in list(self._pool):
                    if not worker.process.is_alive():
                        self._receive(worker, unwritten)  # results it sent before dying
                        self._bury(worker, unwritten, pending, deaths)
        finally:
            source.stop()

    def _has_idle_worker(self) -> bool:
        return any(w.ready and not w.assigned for w in self._pool)

    def _grow(self, chunks: int, source: "_LineSource", live: bool) -> None:
        """Start workers up to what the input needs: all of them for a file that is not read
        to its end, one per chunk for a short input, and for a live stream one more than the
        chunks under way plus its backlog (a slow typist gets one worker, a fast pipe all)."""
        if source.exhausted:
            want = chunks
        elif live:
            want = 1 + chunks + source.backlog() // self.chunk_lines
        else:
            want = self.workers
        while len(self._pool) < min(want, self.workers):
            self._start_worker()

    def _least_loaded(self) -> _Worker | None:
        ready = [w for w in self._pool if w.ready and len(w.assigned) < self.chunks_per_worker
                 and w.process.is_alive()]
        return min(ready, key=lambda w: len(w.assigned)) if ready else None

    def _receive(self, worker: _Worker, unwritten: dict[int, Chunk]) -> None:
        """Read every message the worker has sent so far."""
        while True:
            try:
                if not worker.results.poll():
                    return
                message = worker.results.recv()
            except (EOFError, OSError):
                return
            except Exception:  # noqa: BLE001 - a message cut short by the worker's death
                return
            kind = message[0]
            if kind == "ready":
                worker.ready = True
            elif kind == "done":
                _, index, outputs = message
                if index in worker.assigned:
                    worker.assigned.remove(index)
                chunk = unwritten.get(index)
                if chunk is not None and chunk.outputs is None:  # a second copy is dropped
                    chunk.outputs = outputs
            elif kind == "error":
                _, index, text = message
                chunk = unwritten[index]
                raise WorkerError(f"{worker.describe()} failed on {chunk.span()}:\n{text.rstrip()}", chunk.first,
                                  chunk.last)
            elif kind == "load_error":
                raise WorkerLoadError(message[1])

    def _bury(self, worker: _Worker, unwritten: dict[int, Chunk], pending: deque, deaths: dict[int, int]) -> None:
        """A dead worker: requeue its chunks (the one it was reading is retried once) or give up."""
        self._pool.remove(worker)
        for conn in (worker.tasks, worker.results):
            conn.close()
        status = _signal_name(worker.process.exitcode)
        lost = [i for i in worker.assigned if i in unwritten and unwritten[i].outputs is None]
        if not worker.ready:
            raise WorkerDied(f"{worker.describe()} ended with {status} while loading the models "
                             "(too little memory for this many workers?)", exitcode=worker.process.exitcode)
        if not lost:
            return
        current = unwritten[lost[0]]
        deaths[current.index] = deaths.get(current.index, 0) + 1
        if deaths[current.index] > self.retries:
            raise WorkerDied(f"{worker.describe()} ended with {status} while normalizing {current.span()} "
                             f"({deaths[current.index]} times); the output stops before line {current.first}",
                             current.first, current.last, worker.process.exitcode)
        log.warning("%s ended with %s while normalizing %s; retrying those lines in another worker",
                    worker.describe(), status, current.span())
        for index in reversed(lost):
            pending.appendleft(index)


class _LineSource:
    """Lines read by a thread into a bounded buffer, so a paused stream never blocks the pool."""

    _END = object()

    def __init__(self, lines: Iterable[str], capacity: int):
        self._queue: queue.Queue = queue.Queue(maxsize=max(1, capacity))
        self._error: BaseException | None = None
        self._stop = threading.Event()
        self.exhausted = False
        self._thread = threading.Thread(target=self._read, args=(iter(lines),), daemon=True)
        self._thread.start()

    def _read(self, lines: Iterator[str]) -> None:
        try:
            for line in lines:
                while not self._stop.is_set():
                    try:
                        self._queue.put(line, timeout=0.1)
                        break
                    except queue.Full:
                        continue
                if self._stop.is_set():
                    return
        except BaseException as exc:  # noqa: BLE001 - re-raised in the parent's thread
            self._error = exc
        while not self._stop.is_set():
            try:
                self._queue.put(self._END, timeout=0.1)
                return
            except queue.Full:
                continue

    def take(self, n: int, *, block: bool) -> list[str]:
        """Up to ``n`` lines; ``block``: wait until ``n`` have arrived or the input ended,
        otherwise only those already read."""
        out: list[str] = []
        while len(out) < n and not self.exhausted:
            try:
                item = self._queue.get() if block else self._queue.get_nowait()
            except queue.Empty:
                break
            if item is self._END:
                self.exhausted = True
                break
            out.append(item)
        return out

    def backlog(self) -> int:
        """Lines read and not yet taken (approximate)."""
        return self._queue.qsize()

    def raise_error(self) -> None:
        if self._error is not None:
            raise self._error

    def stop(self) -> None:
        self._stop.set()
