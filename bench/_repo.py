"""The repository on the import path, for every bench script: ``import _repo`` first, then
``bot`` and ``tests.support`` (the fake Discord and the shared test helpers) import as they do
in the tests. A script run as ``python bench/<name>.py`` finds this module beside it."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT / "bench"

for _path in (ROOT, BENCH):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))
