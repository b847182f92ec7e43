#!/usr/bin/env python3
"""expect_tests.py passes a runner's output through and fails on zero tests, a missing summary or a
failing runner: fed each runner's real summary lines (as the runner prints them) through `printf`."""
import os
import subprocess
import sys

WRAPPER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "expect_tests.py")

# runner -> (output of a run with tests, output of a run with none)
SUMMARIES = {
    "gtest": ("[==========] 17 tests from 1 test suite ran. (3 ms total)\n[  PASSED  ] 17 tests.\n",
              "[==========] 0 tests from 0 test suites ran. (0 ms total)\n[  PASSED  ] 0 tests.\n"),
    "pytest": ("....\n4 passed in 0.12s\n", "\nno tests ran in 0.01s\n"),
    "exunit": ("Finished in 0.1 seconds\n2 doctests, 15 tests, 0 failures\n", "Finished\n0 tests, 0 failures\n"),
    "node": ("\u2139 tests 44\n\u2139 suites 0\n\u2139 pass 44\n\u2139 fail 0\n", "\u2139 tests 0\n\u2139 pass 0\n"),
    "cargo": ("test result: ok. 12 passed; 0 failed\n\ntest result: ok. 0 passed; 0 failed\n",
              "test result: ok. 0 passed; 0 failed; 0 ignored\n"),
    "go": ("=== RUN   TestA\n--- PASS: TestA (0.00s)\nPASS\nok  \tkiln\t0.1s\n", "PASS\nok  \tkiln\t0.1s\n"),
    "luajit": ("ok    a\n\n1 passed, 0 failed\n", "\n0 passed, 0 failed\n"),
    "summary": ("test_a.py: 3 passed, 1 failed\n3 passed, 1 failed\n", "\n0 passed, 0 failed\n"),
}


def wrap(runner, output, status=0):
    script = "printf '%%s' \"$0\"; exit %d" % status
    return subprocess.run([sys.executable, WRAPPER, runner, "--", "sh", "-c", script, output],
                          capture_output=True, text=True)


def main():
    problems = []
    for runner, (some, none) in SUMMARIES.items():
        ran = wrap(runner, some)
        if ran.returncode != 0 or some not in ran.stdout:
            problems.append("%s: a run with tests should pass and show its output: %r" % (runner, ran.stdout + ran.stderr))
        for label, done in (("zero tests", wrap(runner, none)), ("no summary", wrap(runner, "hello\n")),
                            ("a failing runner", wrap(runner, some, status=3))):
            if done.returncode == 0:
                problems.append("%s: %s passed" % (runner, label))
    # A gtest filter pattern that matches nothing fails before the program runs.
    lister = "case \"$1\" in --gtest_list_tests) [ \"$2\" = --gtest_filter=Real.* ] && printf 'Real.\\n  One\\n';; " \
             "*) printf '[==========] 1 tests from 1 test suite ran.\\n';; esac"
    fake = os.path.join(os.environ.get("TMPDIR", "/tmp"), "expect_tests_fake_gtest.sh")
    with open(fake, "w") as f:
        f.write("#!/bin/sh\n" + lister + "\n")
    os.chmod(fake, 0o755)
    good = subprocess.run([sys.executable, WRAPPER, "gtest", "--", fake, "--gtest_filter=Real.*"], capture_output=True)
    bad = subprocess.run([sys.executable, WRAPPER, "gtest", "--", fake, "--gtest_filter=Real.*:Missing.*"],
                         capture_output=True, text=True)
    if good.returncode != 0:
        problems.append("gtest: a filter matching tests failed")
    if bad.returncode == 0 or "Missing.*" not in bad.stderr:
        problems.append("gtest: a filter pattern matching nothing passed")
    for p in problems:
        print("FAIL", p)
    print("%d problems" % len(problems))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
