/* kiln-info: what Kiln sees on this machine, from C API queries only. The first troubleshooting
 * step (README): the library version, the default device (or why KILN_DEVICE picks none), and
 * for each device its kind, name, memory, dtypes its own kernels compute, features, limits and
 * the ops that fall back to the CPU there. Exit status 0, or 1 when a query fails. */
#include <kiln/kiln.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failed = 0;

static int ok(kiln_status status, const char* what) {
  if (status == KILN_STATUS_OK) return 1;
  printf("  (%s failed: %s: %s)\n", what, kiln_status_string(status), kiln_last_error());
  failed = 1;
  return 0;
}

static const char* dtype_name(int dtype) {
  static const char* names[] = {"bool",   "int8",   "int16",   "int32",    "int64",   "uint8",  "uint16",
                                "uint32", "uint64", "float16", "bfloat16", "float32", "float64"};
  return dtype >= 0 && dtype < (int)(sizeof names / sizeof *names) ? names[dtype] : "?";
}

static void print_fallbacks(kiln_device device) {
  size_t count = 0;
  if (!ok(kiln_device_fallback_count(device, &count), "kiln_device_fallback_count")) return;
  printf("  CPU fallbacks: %zu (op, dtype) pairs%s", count, count ? "\n   " : "\n");
  for (size_t i = 0; i < count; ++i) {
    const char* op = NULL;
    kiln_dtype dtype;
    if (!ok(kiln_device_fallback_get(device, i, &op, &dtype), "kiln_device_fallback_get")) return;
    printf(" %s/%s%s", op, dtype_name((int)dtype), i + 1 == count ? "\n" : (i % 8 == 7 ? "\n   " : ""));
  }
}

static void print_device(kiln_device device, kiln_device default_device) {
  kiln_device_info info = {0};
  info.struct_size = sizeof info;
  if (!ok(kiln_device_get_info(device, &info), "kiln_device_get_info")) return;
  printf("%s%s: %s (%s)\n", info.label, device == default_device ? " [default]" : "", info.name,
         info.kind == KILN_DEVICE_CPU ? "CPU" : "Vulkan");
  if (info.kind != KILN_DEVICE_CPU && strstr(info.name, "llvmpipe"))
    printf("  a software rasterizer (Mesa's lavapipe): no GPU driver is in use for this device\n");
  printf("  memory for tensors: %.1f GiB; host-visible: %s\n", info.memory_bytes / 1073741824.0,
         info.host_visible ? "yes" : "no");
  printf("  native dtypes:");
  for (int d = 0; d <= KILN_DTYPE_FLOAT64; ++d)
    if ((info.dtype_mask >> d) & 1u) printf(" %s", dtype_name(d));
  printf("\n  float64: %s, float16: %s, bfloat16: %s, cooperative matrix: %s\n",
         (info.dtype_mask >> KILN_DTYPE_FLOAT64) & 1u ? "yes" : "no (CPU fallback)",
         (info.dtype_mask >> KILN_DTYPE_FLOAT16) & 1u ? "yes" : "no (CPU fallback)",
         (info.dtype_mask >> KILN_DTYPE_BFLOAT16) & 1u ? "yes" : "no (CPU fallback)",
         info.cooperative_matrix ? "yes" : "no");
  printf("  subgroup size: %u; largest buffer binding: ", info.subgroup_size);
  if (info.max_buffer_range) printf("%.0f MiB\n", info.max_buffer_range / 1048576.0);
  else printf("no limit\n");
  kiln_memory_stats stats = {0};
  stats.struct_size = sizeof stats;
  if (ok(kiln_device_memory_stats(device, &stats), "kiln_device_memory_stats"))
    printf("  in use: %llu bytes, cached: %llu bytes, limit: %llu (0: none)\n", (unsigned long long)stats.active_bytes,
           (unsigned long long)stats.cached_bytes, (unsigned long long)stats.limit_bytes);
  print_fallbacks(device);
}

int main(void) {
  uint32_t major = 0, minor = 0, patch = 0;
  if (ok(kiln_version(&major, &minor, &patch), "kiln_version")) printf("Kiln %u.%u.%u\n", major, minor, patch);
  const char* chosen = getenv("KILN_DEVICE");
  printf("KILN_DEVICE: %s\n", chosen && *chosen ? chosen : "(unset: the first real GPU, else the CPU)");
  kiln_device default_device = NULL;
  if (kiln_device_default(&default_device) != KILN_STATUS_OK) {
    printf("default device: NONE: %s\n", kiln_last_error());
    failed = 1;
  }
  const char* cache = getenv("KILN_PIPELINE_CACHE_DIR");
  printf("pipeline cache folder: %s\n\n", cache && *cache ? cache : "$XDG_CACHE_HOME/kiln, else ~/.cache/kiln");
  size_t count = 0;
  if (ok(kiln_device_count(&count), "kiln_device_count")) {
    for (size_t i = 0; i < count; ++i) {
      kiln_device device = NULL;
      if (ok(kiln_device_get(i, &device), "kiln_device_get")) print_device(device, default_device);
    }
    if (count == 1) printf("\nNo Vulkan device: is a Vulkan driver installed (Debian: mesa-vulkan-drivers)?\n");
  }
  return failed;
}
