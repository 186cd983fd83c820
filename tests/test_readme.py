"""The README's examples run as written: its Python session and its shell session."""

from __future__ import annotations

import doctest
import re
import shlex
from pathlib import Path

from click.testing import CliRunner

from tnfst.cli import cli

README = Path(__file__).resolve().parents[1] / "README.md"


def test_readme_python_examples():
    result = doctest.testfile(str(README), module_relative=False, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.attempted >= 5
    assert result.failed == 0


def test_readme_shell_examples():
    text = README.read_text(encoding="utf-8")
    blocks = re.findall(r"```console\n(.*?)```", text, flags=re.S)
    assert blocks, "the README has no console example"
    runner = CliRunner()
    checked = 0
    for block in blocks:
        lines = block.rstrip("\n").split("\n")
        i = 0
        while i < len(lines):
            assert lines[i].startswith("$ tnfst "), lines[i]
            args = shlex.split(lines[i][len("$ tnfst "):])
            expected = []
            i += 1
            while i < len(lines) and not lines[i].startswith("$ "):
                expected.append(lines[i])
                i += 1
            result = runner.invoke(cli, args)
            assert result.exit_code == 0, result.output
            assert result.output.rstrip("\n").split("\n") == expected, args
            checked += 1
    assert checked >= 2


def test_readme_quick_start_commands_are_the_ci_ones():
    text = README.read_text(encoding="utf-8")
    ci = (README.parent / ".ci" / "run").read_text(encoding="utf-8")
    assert 'pip install -e ".[test]" && python -m pytest -q' in text
    assert '-e ".[test]"' in ci and "pytest -q" in ci
