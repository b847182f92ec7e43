"""Only for the wheel's tag; everything else is in pyproject.toml. With libkiln.so.1 inside, the
wheel is tied to the platform but not to a Python version or ABI (ctypes loads the library)."""
import os

from setuptools import setup
from setuptools.dist import Distribution

BUNDLED = os.path.join(os.path.dirname(os.path.abspath(__file__)), "kiln", "libkiln.so.1")
commands = {}

try:
    from wheel.bdist_wheel import bdist_wheel

    class PlatformWheel(bdist_wheel):
        def get_tag(self):
            python, abi, platform = super().get_tag()
            return ("py3", "none", platform) if os.path.exists(BUNDLED) else (python, abi, platform)

    commands["bdist_wheel"] = PlatformWheel
except ImportError:  # no wheel package: plain installs still work
    pass


class KilnDistribution(Distribution):
    def has_ext_modules(self):
        return os.path.exists(BUNDLED)


setup(distclass=KilnDistribution, cmdclass=commands)
