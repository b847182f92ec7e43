#include "backend/vulkan/pipeline_cache_file.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "backend/vulkan/cache_files.h"

namespace kiln::vulkan {

std::string pipeline_cache_path(const VkPhysicalDeviceProperties& properties) {
  const std::filesystem::path folder = cache_folder();
  if (folder.empty()) return "";
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
  write_file_atomically(path, data.data(), data.size());
}

}  // namespace kiln::vulkan
