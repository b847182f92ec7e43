# KILN_NIF_PATH and KILN_LIBRARY_PATH come from run_tests.sh; KILN_DEVICE picks the device.
ExUnit.start()
