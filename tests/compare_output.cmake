# Runs PROGRAM (a list: the command and its arguments) and fails unless its standard output
# equals the file EXPECTED byte for byte.
execute_process(COMMAND ${PROGRAM} OUTPUT_VARIABLE out RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${PROGRAM} exited with ${rc}; output:\n${out}")
endif()
file(READ ${EXPECTED} want)
if(NOT out STREQUAL want)
  message(FATAL_ERROR "output differs from ${EXPECTED}\n--- got ---\n${out}--- want ---\n${want}")
endif()
