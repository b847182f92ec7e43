"""The cross-language scenario prints exactly bindings/scenario.expected."""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
EXPECTED = os.path.join(HERE, "..", "..", "scenario.expected")


def test_scenario_output_matches_every_other_binding():
    out = subprocess.run([sys.executable, os.path.join(HERE, "..", "scenario.py")], check=True, capture_output=True,
                         text=True, env={**os.environ, "KILN_DEVICE": os.environ.get("KILN_DEVICE", "cpu")})
    with open(EXPECTED) as fh:
        assert out.stdout == fh.read()
