#include "interop/cuda/library_search.h"

#include <dlfcn.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <system_error>

namespace kiln::cuda {

namespace fs = std::filesystem;

namespace {

std::vector<std::string> split_paths(const char* text) {
  std::vector<std::string> out;
  if (text == nullptr) return out;
  std::string s(text);
  size_t start = 0;
  while (start <= s.size()) {
    size_t end = s.find(':', start);
    if (end == std::string::npos) end = s.size();
    if (end > start) out.push_back(s.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

bool is_dir(const std::string& path) {
  std::error_code ec;
  return fs::is_directory(path, ec);
}

// Subdirectories of `dir` whose names start with `prefix` (sorted by name); none when unreadable.
std::vector<std::string> subdirs(const std::string& dir, const std::string& prefix) {
  std::vector<std::string> out;
  std::error_code ec;
  fs::directory_iterator it(dir, ec), end;
  for (; !ec && it != end; it.increment(ec)) {
    std::string name = it->path().filename().string();
    if (name.compare(0, prefix.size(), prefix) == 0 && is_dir(it->path().string())) out.push_back(name);
  }
  std::sort(out.begin(), out.end());
  return out;
}

// The numbers of a version text, in order ("12.4" -> 12, 4); other characters separate them.
std::vector<long> version_numbers(const std::string& text) {
  std::vector<long> out;
  long value = -1;
  for (char c : text) {
    if (c >= '0' && c <= '9') {
      value = (value < 0 ? 0 : value * 10) + (c - '0');
    } else if (value >= 0) {
      out.push_back(value);
      value = -1;
    }
  }
  if (value >= 0) out.push_back(value);
  return out;
}

void add_dir(std::vector<std::string>& dirs, const std::string& dir) {
  if (is_dir(dir) && std::find(dirs.begin(), dirs.end(), dir) == dirs.end()) dirs.push_back(dir);
}

void add_toolkit(std::vector<std::string>& dirs, const std::string& home) {
  add_dir(dirs, home + "/targets/x86_64-linux/lib");
  add_dir(dirs, home + "/lib64");
  add_dir(dirs, home + "/lib");
}

// site-packages/nvidia/<package>/lib (and dist-packages) of every python3.* under `prefix`.
void add_python_wheels(std::vector<std::string>& dirs, const std::string& prefix) {
  const std::string lib = prefix + "/lib";
  for (const std::string& python : subdirs(lib, "python3")) {
    for (const char* packages : {"site-packages", "dist-packages"}) {
      const std::string nvidia = lib + "/" + python + "/" + packages + "/nvidia";
      for (const std::string& package : subdirs(nvidia, "")) add_dir(dirs, nvidia + "/" + package + "/lib");
    }
  }
}

}  // namespace

bool newer_version(const std::string& a, const std::string& b) { return version_numbers(a) > version_numbers(b); }

SearchPlaces search_places_from_environment() {
  SearchPlaces places;
  places.explicit_dirs = split_paths(std::getenv("KILN_CUDA_LIBRARY_PATH"));
  for (const char* name : {"CUDA_HOME", "CUDA_PATH"}) {
    if (const char* home = std::getenv(name)) places.cuda_homes.push_back(home);
  }
  for (const char* name : {"VIRTUAL_ENV", "CONDA_PREFIX"}) {
    if (const char* prefix = std::getenv(name)) places.python_prefixes.push_back(prefix);
  }
  for (const std::string& prefix : split_paths(std::getenv("KILN_CUDA_PYTHON_PREFIX"))) places.python_prefixes.push_back(prefix);
  return places;
}

std::vector<std::string> library_dirs(const SearchPlaces& places) {
  std::vector<std::string> dirs;
  const std::string& root = places.root;
  for (const std::string& dir : places.explicit_dirs) add_dir(dirs, dir);
  for (const std::string& home : places.cuda_homes) add_toolkit(dirs, home);
  add_toolkit(dirs, root + "/usr/local/cuda");
  std::vector<std::string> versions = subdirs(root + "/usr/local", "cuda-");
  std::sort(versions.begin(), versions.end(), [](const std::string& a, const std::string& b) { return newer_version(a, b); });
  for (const std::string& v : versions) add_toolkit(dirs, root + "/usr/local/" + v);
  for (const char* dir : {"/usr/lib/x86_64-linux-gnu", "/usr/lib64", "/usr/local/nvidia/lib64", "/usr/lib/wsl/lib"}) {
    add_dir(dirs, root + dir);
  }
  std::vector<std::string> prefixes = places.python_prefixes;
  for (const char* prefix : {"/usr", "/usr/local", "/opt/conda"}) prefixes.push_back(root + prefix);
  for (const std::string& opt : subdirs(root + "/opt", "")) {
    for (const char* venv : {"/.venv", "/venv"}) prefixes.push_back(root + "/opt/" + opt + venv);
  }
  if (const char* home = std::getenv("HOME"); home && root.empty()) prefixes.push_back(std::string(home) + "/.local");
  for (const std::string& prefix : prefixes) add_python_wheels(dirs, prefix);
  return dirs;
}

std::string find_library(const std::vector<std::string>& names, const std::vector<std::string>& dirs) {
  for (const std::string& name : names) {
    for (const std::string& dir : dirs) {
      std::error_code ec;
      const std::string path = dir + "/" + name;
      if (fs::exists(path, ec)) return path;
    }
  }
  return "";
}

std::string where_found(const std::vector<std::string>& names, const SearchPlaces& places) {
  const std::string path = find_library(names, library_dirs(places));
  return path.empty() ? "not in the usual places" : path;
}

void* open_by_soname(const std::vector<std::string>& names, std::string* path) {
  for (const std::string& name : names) {
    if (void* lib = dlopen(name.c_str(), RTLD_NOW | RTLD_LOCAL)) {
      *path = name;
      return lib;
    }
  }
  return nullptr;
}

void* open_library(const std::vector<std::string>& names, const SearchPlaces& places, std::string* path) {
  if (void* lib = open_by_soname(names, path)) return lib;
  *path = find_library(names, library_dirs(places));
  return path->empty() ? nullptr : dlopen(path->c_str(), RTLD_NOW | RTLD_LOCAL);
}

}  // namespace kiln::cuda
