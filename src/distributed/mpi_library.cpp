#include "distributed/mpi_library.h"

#include <cstdlib>
#include <mutex>
#include <vector>

#include <dlfcn.h>

#include "distributed/mpi_abi.h"

namespace kiln::distributed {

namespace {

// Open MPI 4-5, then MPICH 3-4 (also the soname of Intel MPI and MVAPICH); MPICH's first when
// its launcher (Hydra: PMI_RANK without Open MPI's variables) started the process, since an MPI
// that is not the launcher's would start as a group of one in every process.
std::vector<const char*> candidates() {
  const bool hydra = std::getenv("PMI_RANK") && !std::getenv("OMPI_COMM_WORLD_SIZE");
  if (hydra) return {"libmpich.so.12", "libmpi.so.12", "libmpi.so.40", "libmpi.so"};
  return {"libmpi.so.40", "libmpich.so.12", "libmpi.so.12", "libmpi.so"};
}

std::string first_line(const std::string& text) {
  std::string line = text.substr(0, text.find('\n'));
  for (char& c : line) c = c == '\t' ? ' ' : c;  // MPICH: "MPICH Version:\t4.0.2"
  while (!line.empty() && (line.back() == ' ' || line.back() == '\r')) line.pop_back();
  return line;
}

// Which ABI the library speaks: Open MPI exports its predefined objects; MPICH's family says
// its name in the version text.
bool identify(void* handle, MpiLibrary* lib, std::string* why) {
  using VersionFunction = int (*)(char*, int*);
  auto get_version = reinterpret_cast<VersionFunction>(dlsym(handle, "MPI_Get_library_version"));
  if (!get_version || !dlsym(handle, "MPI_Iallreduce")) {
    *why = lib->file + " has no MPI-3 functions (MPI_Get_library_version, MPI_Iallreduce)";
    return false;
  }
  std::vector<char> text(kMpiMaxLibraryVersionString + 1, '\0');
  int length = 0;
  get_version(text.data(), &length);  // allowed before MPI_Init
  lib->version = first_line(text.data());
  if (dlsym(handle, "ompi_mpi_comm_world")) {
    lib->abi = MpiAbi::OpenMpi;
    return true;
  }
  for (const char* family : {"MPICH", "Intel(R) MPI", "MVAPICH"}) {
    if (lib->version.find(family) != std::string::npos) {
      lib->abi = MpiAbi::Mpich;
      return true;
    }
  }
  *why = lib->file + " (" + lib->version + ") speaks neither Open MPI's nor MPICH's binary interface";
  return false;
}

bool try_open(const char* file, int extra_flags, MpiLibrary* lib, std::string* why) {
  // RTLD_GLOBAL: Open MPI's plugins resolve libmpi's symbols through the global scope.
  void* handle = dlopen(file, RTLD_NOW | RTLD_GLOBAL | extra_flags);
  if (!handle) return false;
  lib->handle = handle;
  lib->file = file;
  return identify(handle, lib, why);
}

struct Found {
  bool ok = false;
  MpiLibrary library;
  std::string why;
};

Found find_library() {
  Found found;
  if (const char* chosen = std::getenv("KILN_MPI_LIBRARY"); chosen && *chosen) {
    if (!try_open(chosen, 0, &found.library, &found.why)) {
      if (found.why.empty()) found.why = std::string("KILN_MPI_LIBRARY=") + chosen + " does not load: " + dlerror();
      return found;
    }
    found.ok = true;
    return found;
  }
  for (int pass = 0; pass < 2; ++pass) {  // first one already in the process, then any
    for (const char* file : candidates()) {
      std::string why;
      if (try_open(file, pass == 0 ? RTLD_NOLOAD : 0, &found.library, &why)) {
        found.ok = true;
        return found;
      }
      if (!why.empty() && found.why.empty()) found.why = why;
    }
  }
  if (found.why.empty()) {
    found.why = "no MPI library found (tried libmpi.so.40 (Open MPI), libmpich.so.12 (MPICH), libmpi.so.12, libmpi.so; "
                "KILN_MPI_LIBRARY names another)";
  }
  return found;
}

const Found& found() {
  static const Found* result = new Found(find_library());  // kept: engines use it until exit
  return *result;
}

}  // namespace

const MpiLibrary* mpi_library(std::string* why) {
  const Found& f = found();
  if (!f.ok && why) *why = f.why;
  return f.ok ? &f.library : nullptr;
}

bool launched_by_mpi() {
  for (const char* variable : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_RANK", "PMI_RANK", "MPI_LOCALNRANKS"}) {
    if (std::getenv(variable)) return true;
  }
  return false;
}

int launched_size() {
  for (const char* variable : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE"}) {
    if (const char* text = std::getenv(variable)) return std::atoi(text);
  }
  return 0;
}

std::string mpi_report() {
  std::string why;
  const MpiLibrary* lib = mpi_library(&why);
  if (!lib) return "not found: " + why;
  return lib->version + " (" + lib->file + ", " + (lib->abi == MpiAbi::OpenMpi ? "Open MPI" : "MPICH") +
         " interface)" + (launched_by_mpi() ? ", launched by mpirun" : "");
}

}  // namespace kiln::distributed
