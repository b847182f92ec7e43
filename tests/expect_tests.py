#!/usr/bin/env python3
"""Runs a test runner and fails when it ran no tests.

    expect_tests.py RUNNER -- COMMAND [ARGS...]

RUNNER names the summary to read: gtest, pytest, exunit, node, cargo, go, luajit or summary (a
last line `N passed, N failed`, as LuaJIT's runner and the array API suite's driver print). The command's
output is passed through; its exit status is kept when non-zero. Otherwise the runner's summary is
parsed, and no summary, or one counting zero tests run, is a failure: a filter that matches nothing
or a suite whose tests were never registered must not pass silently. For gtest, each pattern of a
--gtest_filter must also match at least one test on its own.

One failure is not the test's: LeakSanitizer's stop-the-world tracer sometimes dies of SIGSEGV at
exit ("Tracer caught signal 11") after every test passed, before any leak is reported; a known
sanitizer-runtime flake with Mesa's drivers loaded. Only that signature, after a summary showing
that tests ran, earns one rerun, and the rerun says so; its result is final.
"""
import re
import signal
import subprocess
import sys


def count_gtest(text):
    found = re.findall(r"^\[=+\] (\d+) tests? from .* ran\.", text, re.M)
    return int(found[-1]) if found else None


def count_pytest(text):
    found = re.findall(r"(\d+) passed", text)
    return int(found[-1]) if found else None


def count_exunit(text):
    lines = re.findall(r"^.*\d+ failures?\b.*$", text, re.M)
    if not lines:
        return None
    return sum(int(n) for n in re.findall(r"(\d+) (?:doctests?|tests?|propert(?:y|ies))\b", lines[-1]))


def count_node(text):
    found = re.findall(r"^\S*\s*(?:#|\u2139)\s*pass (\d+)", text, re.M)
    return int(found[-1]) if found else None


def count_cargo(text):
    found = re.findall(r"^test result: \w+\. (\d+) passed", text, re.M)
    return sum(int(n) for n in found) if found else None


def count_go(text):
    if not re.search(r"^(ok|PASS)\b", text, re.M):
        return None
    return len(re.findall(r"^--- PASS: ", text, re.M))


def count_summary(text):
    found = re.findall(r"^(\d+) passed, \d+ failed$", text, re.M)
    return int(found[-1]) if found else None


COUNTERS = {"gtest": count_gtest, "pytest": count_pytest, "exunit": count_exunit, "node": count_node,
            "cargo": count_cargo, "go": count_go, "luajit": count_summary,
            "summary": count_summary}


def gtest_patterns_without_tests(command):
    """The positive --gtest_filter patterns that match no test of the program."""
    filters = [a.split("=", 1)[1] for a in command if a.startswith("--gtest_filter=")]
    if not filters:
        return []
    positive = filters[-1].split("-", 1)[0]
    empty = []
    for pattern in filter(None, positive.split(":")):
        listed = subprocess.run([command[0], "--gtest_list_tests", "--gtest_filter=" + pattern],
                                capture_output=True, text=True)
        # Only the listing counts, not the exit status (a sanitizer's exit report must not turn
        # a pattern that matches into one that does not).
        if not re.search(r"^  \S", listed.stdout, re.M):
            empty.append(pattern)
    return empty


def run_passing_output_through(command):
    """Runs COMMAND, echoing its output as it comes; returns its status and output."""
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    chunks = []
    for line in iter(process.stdout.readline, b""):
        sys.stdout.buffer.write(line)
        sys.stdout.flush()
        chunks.append(line)
    return process.wait(), b"".join(chunks).decode("utf-8", "replace")


def leak_tracer_crashed(text):
    """Whether LeakSanitizer died in its own tracer, without reporting a leak."""
    return (re.search(r"^Tracer caught signal \d+", text, re.M) is not None
            and "LeakSanitizer has encountered a fatal error" in text
            and "ERROR: LeakSanitizer: detected memory leaks" not in text
            and "ERROR: AddressSanitizer" not in text)


def any_failed(text):
    """Whether a runner's output reports a failed test (gtest, pytest, ExUnit, node, cargo...)."""
    return re.search(r"\[  FAILED  \]|\b[1-9]\d* (?:failed|failures?)\b|^# fail [1-9]", text, re.M) is not None


def main(argv):
    if len(argv) < 3 or argv[1] != "--" or argv[0] not in COUNTERS:
        print("usage: expect_tests.py {%s} -- COMMAND [ARGS...]" % ",".join(sorted(COUNTERS)), file=sys.stderr)
        return 2
    runner, command = argv[0], argv[2:]
    if runner == "gtest":
        empty = gtest_patterns_without_tests(command)
        if empty:
            print("expect_tests: filter pattern(s) matching no test: " + " ".join(empty), file=sys.stderr)
            return 1
    status, text = run_passing_output_through(command)
    if status != 0 and leak_tracer_crashed(text) and COUNTERS[runner](text) and not any_failed(text):
        print("expect_tests: LeakSanitizer's tracer crashed at exit after the tests ran "
              "(a sanitizer-runtime flake, no leak report); running once more", flush=True)
        status, text = run_passing_output_through(command)
    if status < 0:  # say it: a test killed by a signal (SIGKILL from the OOM killer) prints nothing
        name = signal.Signals(-status).name if -status in signal.valid_signals() else "?"
        print("expect_tests: the command died of signal %d (%s)" % (-status, name), file=sys.stderr)
        return 128 - status
    if status != 0:
        return status
    ran = COUNTERS[runner](text)
    if ran is None:
        print("expect_tests: no %s summary in the output, so no evidence that any test ran" % runner, file=sys.stderr)
        return 1
    if ran == 0:
        print("expect_tests: %s ran 0 tests" % runner, file=sys.stderr)
        return 1
    print("expect_tests: %s ran %d tests" % (runner, ran))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
