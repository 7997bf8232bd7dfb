"""The reader hands the pages its freed arrays leave on the heap back to the system before it
decodes the photo at full size (``photo.memory``): a near, slanted photo's reading peaked at
202 MB without it, against a goal of 200."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from alhambra_gui.photo.memory import give_back

# In a process of its own: glibc raises its mapping threshold once a 30 MB array is freed, so
# the 3 MB arrays after it come from the heap, and the small ones between them keep the heap's
# pages from going back on their own when the large ones are freed.
_HEAP = """
import json, numpy as np
from alhambra_gui.photo.memory import give_back
def resident():
    lines = open("/proc/self/status").read().splitlines()
    return next(int(line.split()[1]) // 1024 for line in lines if line.startswith("VmRSS:"))
large = np.ones(30 * 2**20, np.uint8)
del large
arrays, small = [], []
for _ in range(30):
    arrays.append(np.ones(3 * 2**20, np.uint8))
    small.append(np.ones(20_000, np.uint8))
del arrays
before = resident()
given = give_back()
print(json.dumps([given, before, resident()]))
"""


@pytest.mark.skipif(not sys.platform.startswith("linux") or not give_back(),
                    reason="reads the resident size from /proc; only glibc hands freed pages back")
def test_the_freed_heap_goes_back_to_the_system():
    done = subprocess.run([sys.executable, "-c", _HEAP], capture_output=True, text=True, timeout=60,
                          check=True)
    given, before, after = json.loads(done.stdout)
    assert given
    assert before - after >= 60, (before, after)  # of the 90 MB freed

