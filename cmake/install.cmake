# Installs the header, both libraries, a pkg-config file and a CMake package (find_package(kiln)).
include(CMakePackageConfigHelpers)

install(TARGETS kiln kiln_static EXPORT kilnTargets
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES include/kiln/kiln.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/kiln)
install(TARGETS kiln-info RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

# The static library's private dependencies, for pkg-config's Libs.private.
set(KILN_PC_PRIVATE "-lstdc++ -lm -lpthread -ldl -lhwy")
if(KILN_HAVE_LAPACKE)
  string(APPEND KILN_PC_PRIVATE " ${KILN_LAPACKE_LIBRARY}")
endif()
if(KILN_HAVE_CBLAS)
  string(APPEND KILN_PC_PRIVATE " ${KILN_BLAS_LIBRARY}")
endif()
if(KILN_SHADERC_LIBRARIES)  # the run-time shader compiler (src/backend/vulkan/CMakeLists.txt)
  string(APPEND KILN_PC_PRIVATE " -lshaderc_combined -lglslang -lMachineIndependent -lOSDependent -lGenericCodeGen"
         " -lOGLCompiler -lSPIRV -lglslang-default-resource-limits -lSPIRV-Tools-opt -lSPIRV-Tools")
endif()
# Relocatable: the prefix is found relative to the .pc file, so `cmake --install --prefix` works.
file(RELATIVE_PATH KILN_PC_UP ${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_LIBDIR}/pkgconfig ${CMAKE_INSTALL_PREFIX})
string(REGEX REPLACE "/$" "" KILN_PC_UP "${KILN_PC_UP}")
configure_file(cmake/kiln.pc.in ${PROJECT_BINARY_DIR}/kiln.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/kiln.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

install(EXPORT kilnTargets NAMESPACE kiln:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/kiln)
configure_package_config_file(cmake/kilnConfig.cmake.in ${PROJECT_BINARY_DIR}/kilnConfig.cmake
  INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/kiln)
write_basic_package_version_file(${PROJECT_BINARY_DIR}/kilnConfigVersion.cmake COMPATIBILITY SameMajorVersion)
install(FILES ${PROJECT_BINARY_DIR}/kilnConfig.cmake ${PROJECT_BINARY_DIR}/kilnConfigVersion.cmake
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/kiln)
