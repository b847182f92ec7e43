#!/usr/bin/env python3
"""Runs a README's shell block as written:
    readme_steps.py README SECTION BUILD_DIR SOURCE_DIR [PART...]

The first fenced block after the heading SECTION runs, line by line in one bash, in a scratch copy
of the parts of the source tree it uses (PARTs, by default bindings/python and examples), whose
build/release is the real build folder; the scratch dir is BUILD_DIR/readme-<slug>, so nothing is
written elsewhere. LD_LIBRARY_PATH is unset: what the steps build must find libkiln by itself."""
import os
import re
import shutil
import subprocess
import sys


def block_after(readme, section):
    text = open(readme, encoding="utf-8").read()
    start = text.index("\n## " + section + "\n")
    found = re.search(r"^```\w*\n(.*?)^```", text[start:], re.M | re.S)
    return found.group(1)


def main(readme, section, build, source, *parts):
    slug = re.sub(r"\W+", "-", section.lower()).strip("-")
    scratch = os.path.join(build, "readme-" + slug)
    shutil.rmtree(scratch, ignore_errors=True)
    ignore = shutil.ignore_patterns("build", "dist", "*.egg-info", "__pycache__", "libkiln.so*", ".pytest_cache",
                                    "target", "_build", "node_modules")
    for part in parts or ("bindings/python", "examples"):
        shutil.copytree(os.path.join(source, part), os.path.join(scratch, part), ignore=ignore)
    os.makedirs(os.path.join(scratch, "build"))
    os.symlink(os.path.abspath(build), os.path.join(scratch, "build", "release"))
    script = "set -ex\n" + block_after(readme, section)
    env = dict(os.environ, PATH="/usr/bin:/bin:" + os.environ.get("PATH", ""))  # Debian's python3 first
    env.pop("LD_LIBRARY_PATH", None)
    return subprocess.run(["bash", "-c", script], cwd=scratch, env=env).returncode


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
