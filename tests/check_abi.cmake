# Compares the built library with the stored ABI baseline. abidiff's exit status is a bit field:
# 4 = some ABI change (additions: allowed), 8 = an incompatible change (fails), 1/2 = tool error.
execute_process(COMMAND ${ABIDIFF} --no-added-syms --headers-dir2 ${HEADERS} ${BASELINE} ${LIB}
  RESULT_VARIABLE rc OUTPUT_VARIABLE report ERROR_VARIABLE err)
if(rc GREATER_EQUAL 8)
  message(FATAL_ERROR "Incompatible ABI change against ${BASELINE} (see docs/abi.md):\n${report}${err}")
endif()
if(rc EQUAL 1 OR rc EQUAL 2 OR rc EQUAL 3)
  message(FATAL_ERROR "abidiff failed (${rc}):\n${report}${err}")
endif()
message(STATUS "ABI compatible with ${BASELINE} (abidiff status ${rc})\n${report}")
