#!/usr/bin/env python3
"""Pass rate of an ExUnit run of Nx's own test files on Kiln:
    pass_rate.py <output> <listed> [--threshold RATE]

Every case (doctests and tests) counts; a failure must be listed in <listed> (one test name a
line, `name  # reason`; a line starting `[vulkan] ` applies only when KILN_DEVICE is a Vulkan
device), so that a new failure fails the run even above the threshold, and the rate must reach
the threshold (issue 47's 95% unless given: make test gives the rate reached, as a floor against
regressions). Prints the failures, listed cases that passed, the counts and `N passed, N failed`
last."""
import argparse
import os
import re

TARGET = 0.95

args = argparse.ArgumentParser()
args.add_argument("output")
args.add_argument("listed")
args.add_argument("--threshold", type=float, default=TARGET)
args = args.parse_args()

output = open(args.output, encoding="utf-8", errors="replace").read()
vulkan = os.environ.get("KILN_DEVICE", "cpu").startswith("vulkan")
listed = {}
for line in open(args.listed, encoding="utf-8"):
    name, _, reason = line.partition("#")
    name = name.strip()
    if name.startswith("[vulkan] "):
        if not vulkan:
            continue
        name = name[len("[vulkan] "):]
    if name:
        listed[name] = reason.strip()

totals = re.findall(r"^(?:(\d+) doctests?, )?(\d+) tests?, (\d+) failures?(?:, (\d+) excluded)?", output, re.M)
if not totals:
    print("pass_rate: no ExUnit summary in the output")
    sys.exit(1)
doctests, tests, failures, _excluded = (int(x or 0) for x in totals[-1])
total = doctests + tests
# "  1) test name (Module)" / "  2) doctest Nx.f/1 (12) (Module)"
failed = re.findall(r"^\s+\d+\) (.+) \(([\w.]+)\)\s*$", output, re.M)
names = sorted(f"{module}: {name}" for name, module in failed)
unlisted = [n for n in names if n not in listed]
for n in names:
    print(f"  failed: {n}" + (f"  [{listed[n]}]" if n in listed else "  [NOT LISTED]"))
for n in sorted(set(listed) - set(names)):
    print(f"  listed, passed: {n}")
passed = total - failures
rate = passed / total if total else 0.0
print(f"Nx's own tests on Kiln: {passed} of {total} cases pass ({100 * rate:.1f}%; issue 47's target {100 * TARGET:.0f}%, "
      f"this run's threshold {100 * args.threshold:.1f}%); {len(listed)} known failures listed, {len(unlisted)} unlisted")
print(f"{passed} passed, {failures} failed")
raise SystemExit(0 if total and rate >= args.threshold and not unlisted else 1)
