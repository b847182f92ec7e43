"""Shared fixtures: `device` runs a test once per Kiln device (the CPU, then each Vulkan device,
lavapipe included), and `rng` gives each test its own reproducible random stream."""
import zlib

import numpy as np
import pytest

import kiln

DEVICES = kiln.devices()


@pytest.fixture(params=DEVICES, ids=[d.label for d in DEVICES])
def device(request):
    return request.param


@pytest.fixture
def rng(request):
    return np.random.default_rng(zlib.crc32(request.node.nodeid.encode()))
