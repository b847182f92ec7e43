#include "backend/vulkan/pipeline_cache_file.h"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>

namespace kiln::vulkan {

std::string pipeline_cache_path(const VkPhysicalDeviceProperties& properties) {
  std::filesystem::path folder;
  const char* chosen = std::getenv("KILN_PIPELINE_CACHE_DIR");
  if (chosen && *chosen) {
    if (std::string(chosen) == "off") return "";
    folder = chosen;
  } else if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg) {
    folder = std::filesystem::path(xdg) / "kiln";
  } else if (const char* home = std::getenv("HOME"); home && *home) {
    folder = std::filesystem::path(home) / ".cache" / "kiln";
  } else {
    return "";
  }
  char name[128];
  int n = std::snprintf(name, sizeof name, "pipelines-%04x-%04x-%08x-", properties.vendorID, properties.deviceID,
                        properties.driverVersion);
  std::string file(name, static_cast<size_t>(n));
  for (uint8_t byte : properties.pipelineCacheUUID) {
    std::snprintf(name, sizeof name, "%02x", byte);
    file += name;
  }
  return (folder / (file + ".bin")).string();
}

std::vector<char> read_pipeline_cache(const std::string& path) {
  if (path.empty()) return {};
  std::ifstream in(path, std::ios::binary);
  if (!in) return {};
  return std::vector<char>(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

void write_pipeline_cache(const std::string& path, const std::vector<char>& data) {
  if (path.empty() || data.empty()) return;
  std::error_code ignored;
  std::filesystem::create_directories(std::filesystem::path(path).parent_path(), ignored);
  const std::string temporary = path + ".tmp." + std::to_string(getpid());
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    if (!out) return;
    out.write(data.data(), static_cast<std::streamsize>(data.size()));
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
