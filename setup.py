"""Package discovery only (metadata is in pyproject.toml).

`grammars/` sits at the top of the repository, where grammar authors edit it, and
is installed as the sub-package `tnfst.grammars`, in wheels and editable installs.
"""

from setuptools import find_packages, setup

GRAMMAR_PACKAGES = ["tnfst.grammars"] + [
    f"tnfst.grammars.{name}" for name in find_packages("grammars")
]

setup(
    packages=find_packages(include=["tnfst", "tnfst.*"]) + GRAMMAR_PACKAGES,
    package_dir={"tnfst.grammars": "grammars"},
)
