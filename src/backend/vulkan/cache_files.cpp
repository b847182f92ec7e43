#include "backend/vulkan/cache_files.h"

#include <unistd.h>

#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <fstream>

namespace kiln::vulkan {

std::filesystem::path cache_folder() {
  const char* chosen = std::getenv("KILN_PIPELINE_CACHE_DIR");
  if (chosen && *chosen) {
    if (std::string(chosen) == "off") return {};
    return chosen;
  }
  if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg) return std::filesystem::path(xdg) / "kiln";
  if (const char* home = std::getenv("HOME"); home && *home) return std::filesystem::path(home) / ".cache" / "kiln";
  return {};
}

void write_file_atomically(const std::string& path, const void* bytes, size_t size) {
  std::error_code ignored;
  std::filesystem::create_directories(std::filesystem::path(path).parent_path(), ignored);
  static std::atomic<uint64_t> writes{0};  // threads of one process write apart too
  const std::string temporary = path + ".tmp." + std::to_string(getpid()) + "." + std::to_string(writes++);
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    if (!out) return;
    out.write(static_cast<const char*>(bytes), static_cast<std::streamsize>(size));
    if (!out) {
      out.close();
      std::filesystem::remove(temporary, ignored);
      return;
    }
  }
  std::filesystem::rename(temporary, path, ignored);
  if (ignored) std::filesystem::remove(temporary, ignored);
}

}  // namespace kiln::vulkan
