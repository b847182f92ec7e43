/* Generated from abi/kiln.api.json by tools/gen/generate.py. Do not edit by hand. */
/* Prints the C layout of every kiln.h struct and enum, in the format tests/layout.rs expects. */
#include <stddef.h>
#include <stdio.h>

#include "kiln/kiln.h"

#define TYPE(t) printf("%s . %zu %zu\n", #t, sizeof(t), _Alignof(t))
#define FIELD(t, f) printf("%s %s %zu\n", #t, #f, offsetof(t, f))

int main(void) {
  TYPE(kiln_device_info);
  FIELD(kiln_device_info, struct_size);
  FIELD(kiln_device_info, index);
  FIELD(kiln_device_info, kind);
  FIELD(kiln_device_info, name);
  FIELD(kiln_device_info, label);
  FIELD(kiln_device_info, memory_bytes);
  FIELD(kiln_device_info, dtype_mask);
  FIELD(kiln_device_info, host_visible);
  FIELD(kiln_device_info, cooperative_matrix);
  FIELD(kiln_device_info, subgroup_size);
  FIELD(kiln_device_info, max_buffer_range);
  FIELD(kiln_device_info, driver_name);
  FIELD(kiln_device_info, driver_version);
  TYPE(kiln_memory_stats);
  FIELD(kiln_memory_stats, struct_size);
  FIELD(kiln_memory_stats, active_bytes);
  FIELD(kiln_memory_stats, peak_bytes);
  FIELD(kiln_memory_stats, cached_bytes);
  FIELD(kiln_memory_stats, limit_bytes);
  FIELD(kiln_memory_stats, device_allocations);
  TYPE(kiln_dlpack_options);
  FIELD(kiln_dlpack_options, struct_size);
  FIELD(kiln_dlpack_options, copy);
  FIELD(kiln_dlpack_options, device);
  FIELD(kiln_dlpack_options, read_only);
  FIELD(kiln_dlpack_options, export_device);
  TYPE(kiln_telemetry_event);
  FIELD(kiln_telemetry_event, struct_size);
  FIELD(kiln_telemetry_event, kind);
  FIELD(kiln_telemetry_event, phase);
  FIELD(kiln_telemetry_event, id);
  FIELD(kiln_telemetry_event, parent_id);
  FIELD(kiln_telemetry_event, timestamp_ns);
  FIELD(kiln_telemetry_event, duration_ns);
  FIELD(kiln_telemetry_event, device);
  FIELD(kiln_telemetry_event, bytes);
  FIELD(kiln_telemetry_event, count);
  FIELD(kiln_telemetry_event, name);
  FIELD(kiln_telemetry_event, status);
  TYPE(kiln_vulkan_handles);
  FIELD(kiln_vulkan_handles, struct_size);
  FIELD(kiln_vulkan_handles, instance);
  FIELD(kiln_vulkan_handles, physical_device);
  FIELD(kiln_vulkan_handles, device);
  FIELD(kiln_vulkan_handles, queue);
  FIELD(kiln_vulkan_handles, queue_family_index);
  TYPE(kiln_status);
  TYPE(kiln_dtype);
  TYPE(kiln_device_kind);
  TYPE(kiln_dlpack_copy);
  TYPE(kiln_event_kind);
  TYPE(kiln_event_phase);
  TYPE(kiln_debug_flag);
  TYPE(kiln_fallback_policy);
  TYPE(kiln_op_support);
  TYPE(kiln_matrix_norm);
  TYPE(kiln_fft_norm);
  return 0;
}
