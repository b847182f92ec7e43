// Opens the CUDA driver library (libcuda.so.1) at run time and fills the entry-point table, so
// that libkiln builds without CUDA and runs unchanged where there is none.
#pragma once

#include <string>

#include "interop/cuda/driver_api.h"
#include "interop/cuda/library_search.h"

namespace kiln::cuda {

struct LoadedDriver {
  DriverTable table;
  std::string path;  // the file opened ("libcuda.so.1" when the system's loader found it)
  int version = 0;   // cuDriverGetVersion, e.g. 13000
};

// Opens libcuda once per process (by soname first, then in `places`) and initialises it. False,
// with `why`, when there is none, it lacks an entry point, or cuInit fails (no NVIDIA device or
// kernel module). The library stays open for the life of the process.
bool load_driver(const SearchPlaces& places, LoadedDriver* out, std::string* why);

// The driver's text for a result code ("CUDA_ERROR_..."), or the number.
std::string describe_result(const DriverTable& table, CUresult result);

}  // namespace kiln::cuda
