#!/usr/bin/env python3
"""Runs the array API standard's conformance suite (data-apis/array-api-tests, kept offline in
../shared/array-api) against `kiln` on one device, one pytest process per test file.

    array_api_suite.py [--suite DIR] [--device cpu|vulkan:0] [--max-examples 20] [--seed 0]
                       [--xfails FILE] [--threshold 98] [--work DIR] [--files test_x.py ...]

A run is reproducible: a fixed Hypothesis seed, and Hypothesis' example database (kept under
--work, in the build tree) emptied first, so that no failure found by an earlier run is replayed.
Complex dtypes are included (the suite tests every dtype the namespace has). Xfails come from
--xfails (array_api_xfails.txt beside this file: one test id a line, `# reason` after it) and
count as failures. They are not run (the suite's ARRAY_API_TESTS_XFAIL_MARK=skip): a failing
Hypothesis test shrinks and explains its example, minutes for the linalg tests on 2 cores, to
tell what the list already says; delete a line to see its test again. A file whose process dies or runs past --timeout counts every test it holds as
failed. The last line printed is `N passed, N failed`; the exit status is 1 when the pass rate
(passed / (passed + failed)) is below --threshold percent, and 77 (ctest's skip) when the suite
is not there.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
PROJECT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
SKIP = 77
OUTCOME = re.compile(r"(\d+) (passed|failed|skipped|xfailed|xpassed|errors?|deselected)\b")
XFAIL_SKIPS = re.compile(r"^SKIPPED \[(\d+)\] .*--xfails-file", re.M)  # -rs: skips the xfail list made


def read_xfails(path):
    """[(test id, reason)] from the xfail list; a line without a reason is an error."""
    entries = []
    with open(path) as f:
        for number, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            test_id, _, reason = line.partition("#")
            if not reason.strip():
                raise SystemExit("%s:%d: an xfail needs its reason after '#'" % (path, number))
            entries.append((test_id.strip(), reason.strip()))
    return entries


def outcome_counts(text):
    """{outcome: count} from pytest's last summary line, or None when there is none."""
    for line in reversed(text.splitlines()):
        if re.search(r"\bin [\d.]+s\b", line) and OUTCOME.search(line):
            counts = {}
            for number, word in OUTCOME.findall(line):
                counts["errors" if word.startswith("error") else word] = int(number)
            return counts
    return None


def collected(command, env, cwd):
    """How many tests `command` (a pytest run of one file) holds, for a file whose run died."""
    listed = subprocess.run(command + ["--collect-only", "-q"], env=env, cwd=cwd, capture_output=True, text=True)
    return sum(1 for line in listed.stdout.splitlines() if "::" in line)


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--suite", default=os.path.join(PROJECT, "..", "shared", "array-api"))
    parser.add_argument("--device", default=os.environ.get("KILN_DEVICE", "cpu"))
    parser.add_argument("--max-examples", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--xfails", default=os.path.join(HERE, "array_api_xfails.txt"))
    parser.add_argument("--threshold", type=float, default=98.0, help="the least pass rate, in percent")
    parser.add_argument("--work", default=None, help="scratch folder (Hypothesis' database, the xfail ids)")
    parser.add_argument("--timeout", type=int, default=900, help="seconds one file may run")
    parser.add_argument("--files", nargs="*", help="only these test files (test_x.py)")
    parser.add_argument("--show-failures", type=int, default=40, help="failed test ids listed per file")
    args = parser.parse_args(argv)

    suite = os.path.abspath(args.suite)
    tests = os.path.join(suite, "array-api-tests")
    if not os.path.isdir(os.path.join(tests, "array_api_tests")):
        print("array_api_suite: skipped: the array API suite is not at %s (expected beside the project, "
              "as ../shared/array-api)" % suite)
        return SKIP

    work = os.path.abspath(args.work or os.path.join(os.environ.get("TMPDIR", "/tmp"), "kiln-array-api"))
    database = os.path.join(work, "hypothesis-" + args.device.replace(":", ""))
    shutil.rmtree(database, ignore_errors=True)
    os.makedirs(database)
    xfails = read_xfails(args.xfails) if args.xfails else []
    xfail_ids = os.path.join(database, "xfails.txt")
    with open(xfail_ids, "w") as f:
        f.writelines(test_id + "\n" for test_id, _ in xfails)

    env = dict(os.environ)
    if env.get("KILN_LIBRARY_PATH"):  # the suite runs in its own folder
        env["KILN_LIBRARY_PATH"] = os.path.abspath(env["KILN_LIBRARY_PATH"])
    paths = [os.path.join(suite, p) for p in ("hypothesis/src", "ndindex", "pytest-json-report", "pytest-metadata")]
    paths.append(os.path.normpath(os.path.join(HERE, "..")))  # the kiln package beside these tests
    env["PYTHONPATH"] = os.pathsep.join(paths + [p for p in [env.get("PYTHONPATH")] if p])
    env.update(ARRAY_API_TESTS_MODULE="kiln", ARRAY_API_TESTS_VERSION="2024.12", KILN_DEVICE=args.device,
               HYPOTHESIS_STORAGE_DIRECTORY=database, PYTHONDONTWRITEBYTECODE="1", ARRAY_API_TESTS_XFAIL_MARK="skip")
    # The plugins are on PYTHONPATH, not installed, so they are named (hypothesis' too, for
    # --hypothesis-seed), and installed ones are not loaded (Debian's python3-hypothesis, which
    # python3-torch pulls in, registers the same plugin again); options with values are one word
    # each, or pytest's first pass would take a value for a test path.
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    base = [sys.executable, "-m", "pytest", "-q", "-rfEs", "-p", "no:cacheprovider", "-p", "_hypothesis_pytestplugin",
            "-p", "pytest_metadata.plugin", "-p", "pytest_jsonreport.plugin", "--max-examples=%d" % args.max_examples,
            "--disable-deadline", "--hypothesis-seed=%d" % args.seed, "--xfails-file=" + xfail_ids,
            "-W", "ignore::UserWarning"]

    files = args.files or sorted(f for f in os.listdir(os.path.join(tests, "array_api_tests"))
                                 if f.startswith("test_") and f.endswith(".py"))
    print("array_api_suite: %s on %s, %d files, %d examples a test, seed %d" % (
        tests, args.device, len(files), args.max_examples, args.seed), flush=True)
    passed = failed = skipped = 0
    start = time.monotonic()
    for name in files:
        command = base + ["array_api_tests/" + name]
        began = time.monotonic()
        try:
            run = subprocess.run(command, env=env, cwd=tests, capture_output=True, text=True, timeout=args.timeout)
            text, status = run.stdout + run.stderr, run.returncode
        except subprocess.TimeoutExpired as timed_out:
            text = timed_out.stdout or ""
            text = text.decode("utf-8", "replace") if isinstance(text, bytes) else text
            status = "timed out after %d s" % args.timeout
        counts = outcome_counts(text) if isinstance(status, int) else None
        seconds = time.monotonic() - began
        if counts is None:
            n = collected(base + ["array_api_tests/" + name], env, tests)
            failed += n
            print("%s: the run gave no summary (%s): its %d tests count as failed (%.0f s)" % (
                name, status, n, seconds))
            print("\n".join(text.splitlines()[-30:]))
            continue
        listed = sum(int(n) for n in XFAIL_SKIPS.findall(text))  # the xfail list's, not run
        good = counts.get("passed", 0) + counts.get("xpassed", 0)
        bad = counts.get("failed", 0) + counts.get("errors", 0) + counts.get("xfailed", 0) + listed
        passed, failed, skipped = passed + good, failed + bad, skipped + counts.get("skipped", 0) - listed
        print("%s: %d passed, %d failed (%d xfailed), %d skipped (%.0f s)" % (
            name, good, bad, listed + counts.get("xfailed", 0), counts.get("skipped", 0) - listed, seconds), flush=True)
        failures = [line for line in text.splitlines() if line.startswith(("FAILED ", "ERROR "))]
        for line in failures[:args.show_failures]:
            print("    " + line[:200])
        if len(failures) > args.show_failures:
            print("    ... and %d more" % (len(failures) - args.show_failures))
    total = passed + failed
    rate = 100.0 * passed / total if total else 0.0
    print("array_api_suite: %s: pass rate %.2f%% (threshold %.2f%%), xfail list %d entries (counted as failed), "
          "%d skipped by the suite, %.0f s" % (args.device, rate, args.threshold, len(xfails), skipped,
                                               time.monotonic() - start))
    print("%d passed, %d failed" % (passed, failed))
    return 0 if total and rate >= args.threshold else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
