"""Data a load derives from shipped files, kept between processes so a cold start reads it back.

A start-up spends most of its time turning files into Python objects (a 1.6 MB JSON lexicon
into dicts of tuples, ...). `cached` stores such an object with `marshal` (builtins only:
dict, list, tuple, set, frozenset, str, bytes, int, float, bool, None), which reads back
several times faster than the JSON or text it came from.

Layout: `<cache root>/derived/<name>-<key>.marshal`, beside the grammar cache
(`<cache root>/grammars/`, `tnfst.grammar.cache`), where `<key>` hashes the name, the
caller's `version` (bump it when the derivation changes), this Python's version and
marshal format, and the full contents of every source: a changed source file is a new
key, so the object is derived again; an entry is never reused for other sources.

The cache root is, in order: the `cache_dir` argument, `$TNFST_CACHE_DIR`,
`platformdirs.user_cache_dir("tnfst")`. A missing, unreadable or corrupt entry is derived
again in memory; one that cannot be written (read-only or missing root) is not an error:
the object is returned all the same (a debug log line says why it was not kept).
"""

from __future__ import annotations

import hashlib
import logging
import marshal
import os
import pathlib
import sys
import tempfile
from collections.abc import Callable, Iterable
from typing import TypeVar

LOG = logging.getLogger(__name__)

ENV_CACHE_DIR = "TNFST_CACHE_DIR"
SUBDIR = "derived"
SUFFIX = ".marshal"
T = TypeVar("T")


def cache_root(cache_dir: str | os.PathLike | None = None) -> pathlib.Path:
    """The cache root: `cache_dir`, else `$TNFST_CACHE_DIR`, else the user cache dir of tnfst."""
    if cache_dir is not None:
        return pathlib.Path(cache_dir)
    if os.environ.get(ENV_CACHE_DIR):
        return pathlib.Path(os.environ[ENV_CACHE_DIR])
    import platformdirs  # only when neither is given

    return pathlib.Path(platformdirs.user_cache_dir("tnfst"))


def entry_key(name: str, sources: Iterable[bytes], version: int | str) -> str:
    """Hash (hex, 16 chars) of the name, version, Python/marshal versions and every source's bytes."""
    digest = hashlib.sha256(f"{name};v={version};py={sys.version_info[:2]};marshal={marshal.version};".encode())
    for source in sources:
        digest.update(len(source).to_bytes(8, "little"))
        digest.update(source)
    return digest.hexdigest()[:16]


def entry_path(name: str, sources: Iterable[bytes], version: int | str, cache_dir=None) -> pathlib.Path:
    return cache_root(cache_dir) / SUBDIR / f"{name}-{entry_key(name, sources, version)}{SUFFIX}"


def cached(name: str, sources: Iterable[bytes], derive: Callable[[], T], *, version: int | str,
           cache_dir: str | os.PathLike | None = None, valid: Callable[[object], bool] | None = None) -> T:
    """`derive()`, or the value it returned for the same sources in an earlier process.

    Args:
        name: what is cached (a file-name stem: "gate-lexicon").
        sources: the full contents of every input `derive` reads (the cache key hashes them).
        derive: builds the value from the sources; its exceptions propagate and nothing is kept.
        version: the derivation's version: bump it when `derive` or the value's shape changes.
        cache_dir: the cache root (default: `cache_root()`).
        valid: when given, a stored value it refuses is derived again (a damaged entry).
    """
    path = entry_path(name, list(sources), version, cache_dir)
    try:
        value = marshal.loads(path.read_bytes())
        if valid is None or valid(value):
            return value
        LOG.debug("%s: derived cache entry of an unexpected shape; deriving it again", path)
    except FileNotFoundError:
        pass
    except (OSError, EOFError, ValueError, TypeError) as exc:
        LOG.debug("%s: unreadable derived cache entry (%s); deriving it again", path, exc)
    value = derive()
    try:
        data = marshal.dumps(value)
    except ValueError as exc:  # an object marshal cannot store: a bug of the caller, but not fatal
        LOG.warning("%s: cannot be cached (%s)", name, exc)
        return value
    _write(path, data)
    return value


def _write(path: pathlib.Path, data: bytes) -> None:
    """Write `data` to `path` atomically (a temporary file renamed over it); failures are logged only."""
    staging = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, staging = tempfile.mkstemp(prefix=f".{path.stem}-", suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.replace(staging, path)
        staging = None
    except OSError as exc:
        LOG.debug("%s: derived cache not written (%s)", path, exc)
    finally:
        if staging is not None:
            try:
                os.unlink(staging)
            except OSError:
                pass
