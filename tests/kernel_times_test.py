#!/usr/bin/env python3
"""KILN_KERNEL_TIMES on a Vulkan device (lavapipe in CI): the quickstart's MLP, run with the
variable naming a file, prints what it prints without it (but its time), and the file it leaves at exit holds a
row per kernel with its GPU time and dispatch count, the matmul among them (the first layer's
with its bias and relu in its store: a "+epilogue" kernel); without the variable no file appears.
Then KILN_PIPELINE_STATS: the same output, and a file that names the device and either says it
offers no statistics (lavapipe) or holds a line per pipeline of name=value statistics, the
epilogue's product among them (the GPU machine).

    kernel_times_test.py path/to/quickstart scratch-folder
"""
import os
import re
import subprocess
import sys

quickstart, scratch = sys.argv[1], sys.argv[2]
os.makedirs(scratch, exist_ok=True)
report = os.path.join(scratch, "kernel_times.txt")
if os.path.exists(report):
    os.remove(report)
env = dict(os.environ, KILN_DEVICE="vulkan:0")
plain = subprocess.run([quickstart], env=env, capture_output=True, text=True, timeout=300)
assert plain.returncode == 0, plain.stdout + plain.stderr
assert not os.path.exists(report), "a report without KILN_KERNEL_TIMES"

env["KILN_KERNEL_TIMES"] = report
timed = subprocess.run([quickstart], env=env, capture_output=True, text=True, timeout=300)
assert timed.returncode == 0, timed.stdout + timed.stderr


def untimed_lines(out):
    return [line for line in out.splitlines() if "eval took" not in line]


assert untimed_lines(timed.stdout) == untimed_lines(plain.stdout), (plain.stdout, timed.stdout)
rows = {}
with open(report) as f:
    lines = f.read().splitlines()
assert lines[0].startswith("# Kiln GPU time per kernel"), lines[:2]
for line in lines:
    if line.startswith("#"):
        continue
    m = re.match(r"\s*([0-9.]+)\s+([0-9]+)\s+([0-9.]+)\s+(\S.*)$", line)
    assert m, line
    rows[m.group(4)] = (float(m.group(1)), int(m.group(2)))
matmuls = [k for k in rows if k.startswith("matmul")]
assert matmuls, rows  # the MLP's two products
assert any(k.endswith("+epilogue") for k in matmuls), rows  # relu(x @ w1 + b1) in the product's store
assert all(dispatches >= 1 for _, dispatches in rows.values()), rows
assert sum(us for us, _ in rows.values()) > 0, rows

stats = os.path.join(scratch, "pipeline_stats.txt")
if os.path.exists(stats):
    os.remove(stats)
env = dict(os.environ, KILN_DEVICE="vulkan:0", KILN_PIPELINE_STATS=stats, KILN_PIPELINE_CACHE_DIR="off")
counted = subprocess.run([quickstart], env=env, capture_output=True, text=True, timeout=300)
assert counted.returncode == 0, counted.stdout + counted.stderr
assert untimed_lines(counted.stdout) == untimed_lines(plain.stdout), (plain.stdout, counted.stdout)
with open(stats) as f:
    stat_lines = f.read().splitlines()
assert stat_lines[0].startswith("# "), stat_lines[:2]
if stat_lines[0].endswith("pipeline statistics follow"):
    for line in stat_lines[1:]:
        label, *fields = line.split("\t")
        assert label and fields and all("=" in field for field in fields if not field.startswith("[")), line
    assert any(line.startswith("epilogue matmul") for line in stat_lines), stat_lines
    described = "%d pipelines' statistics" % (len(stat_lines) - 1)
else:
    assert stat_lines == [stat_lines[0]] and "not offered" in stat_lines[0], stat_lines
    described = "no pipeline statistics offered"
print("2 passed, 0 failed: %d kernels in the report, %s; %s" % (len(rows), ", ".join(sorted(matmuls)), described))
