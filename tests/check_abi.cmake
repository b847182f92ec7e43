# Compares the built library with the stored ABI baseline. Added functions are allowed
# (--no-added-syms hides them), and so are fields appended to kiln_* structs (SUPPRESSIONS,
# abi/abidiff.suppr: docs/abi.md's trailing fields); anything else abidiff reports (a removed
# function, a changed parameter, return or struct type) fails. Its exit status is a bit field: 1/2 = tool error,
# 4 = ABI change, 8 = incompatible change.
execute_process(COMMAND ${ABIDIFF} --no-added-syms --suppressions ${SUPPRESSIONS} ${BASELINE} ${LIB}
  RESULT_VARIABLE rc OUTPUT_VARIABLE report ERROR_VARIABLE err)
if(rc EQUAL 1 OR rc EQUAL 2 OR rc EQUAL 3)
  message(FATAL_ERROR "abidiff failed (${rc}):\n${report}${err}")
endif()
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "ABI change against the released baseline ${BASELINE}; see docs/abi.md "
    "(only additions are allowed in a minor version):\n${report}${err}")
endif()
message(STATUS "ABI compatible with ${BASELINE}\n${report}")
