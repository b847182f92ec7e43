// Where the CUDA libraries are looked for: the driver (libcuda.so.1) and the NVIDIA libraries
// (cuBLASLt) are not Kiln's dependencies but found at run time, in the usual places a CUDA
// toolkit, a distribution or PyTorch's `nvidia-*` Python wheels put them.
#pragma once

#include <string>
#include <vector>

namespace kiln::cuda {

struct SearchPlaces {
  std::string root;                          // prefixed to the fixed system places (tests use a fake tree)
  std::vector<std::string> explicit_dirs;    // KILN_CUDA_LIBRARY_PATH (colon-separated), searched first
  std::vector<std::string> cuda_homes;       // CUDA_HOME, CUDA_PATH
  std::vector<std::string> python_prefixes;  // VIRTUAL_ENV, CONDA_PREFIX, KILN_CUDA_PYTHON_PREFIX (colon-separated)
};

// The places named by the process's environment, with the real file system's root.
SearchPlaces search_places_from_environment();

// Existing directories to search, in order: the explicit ones; each CUDA home; /usr/local/cuda and
// then /usr/local/cuda-<version> (newest first); the distribution's library folders; then every
// `site-packages/nvidia/<package>/lib` (and `dist-packages`) under the Python prefixes given and
// the usual ones (/usr, /usr/local, /opt/*/.venv, /opt/*/venv, /opt/conda, ~/.local).
std::vector<std::string> library_dirs(const SearchPlaces& places);

// The full path of the first file named one of `names` (in the order of `names`, then of `dirs`),
// or "" when none exists.
std::string find_library(const std::vector<std::string>& names, const std::vector<std::string>& dirs);

// Opens the first of `names` that the system's loader finds by name (ldconfig, LD_LIBRARY_PATH),
// setting `path` to it; null when none.
void* open_by_soname(const std::vector<std::string>& names, std::string* path);

// Opens the first of `names` that the system's loader finds by name (ldconfig, LD_LIBRARY_PATH),
// else the first found in library_dirs(places) by find_library. `path` is what was opened (the bare
// name when the loader found it); null when none opens.
void* open_library(const std::vector<std::string>& names, const SearchPlaces& places, std::string* path);

// The libraries' file names, newest first.
inline const std::vector<std::string>& cublaslt_names() {
  static const std::vector<std::string> names = {"libcublasLt.so.13", "libcublasLt.so.12", "libcublasLt.so.11"};
  return names;
}
inline const std::vector<std::string>& cusolver_names() {
  static const std::vector<std::string> names = {"libcusolver.so.12", "libcusolver.so.11"};
  return names;
}

// kiln-info's word on a library, without opening it: "<path>" where found in library_dirs(places),
// else "not in the usual places".
std::string where_found(const std::vector<std::string>& names, const SearchPlaces& places);

// True when version text `a` names a newer version than `b`, compared number by number
// ("12.10" is newer than "12.9").
bool newer_version(const std::string& a, const std::string& b);

}  // namespace kiln::cuda
