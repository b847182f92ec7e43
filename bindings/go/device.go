package kiln

import "kiln.dev/kiln/capi"

// Device is a CPU or Vulkan device. Devices live as long as the process; the zero Device is
// not a device (calls with it fail with StatusInvalidHandle).
type Device struct {
	handle capi.Device
}

// DefaultDevice is the device new tensors go to: KILN_DEVICE if set ("cpu", "vulkan:N"),
// else the first real GPU, else the CPU, unless SetDefault chose another.
func DefaultDevice() (Device, error) {
	h, err := capi.DeviceDefault()
	return Device{h}, err
}

// Devices lists every device; the CPU is first.
func Devices() ([]Device, error) {
	count, err := capi.DeviceCount()
	if err != nil {
		return nil, err
	}
	devices := make([]Device, 0, count)
	for i := uint64(0); i < count; i++ {
		h, err := capi.DeviceGet(i)
		if err != nil {
			return nil, err
		}
		devices = append(devices, Device{h})
	}
	return devices, nil
}

// FindDevice finds a device by label: "cpu", "vulkan" (the first), "vulkan:N" or an index.
func FindDevice(label string) (Device, error) {
	h, err := capi.DeviceFind(label)
	return Device{h}, err
}

// SetDefault makes d the process-wide default device.
func (d Device) SetDefault() error { return capi.DeviceSetDefault(d.handle) }

// Info describes the device.
func (d Device) Info() (DeviceInfo, error) { return capi.DeviceGetInfo(d.handle) }

// MemoryStats reports the device's memory use.
func (d Device) MemoryStats() (MemoryStats, error) { return capi.DeviceMemoryStats(d.handle) }

// SetMemoryLimit caps the bytes the device may hold for tensors (0 removes the cap).
func (d Device) SetMemoryLimit(bytes uint64) error {
	return capi.DeviceSetMemoryLimit(d.handle, bytes)
}

// ClearCache returns the memory the device's allocator keeps for reuse.
func (d Device) ClearCache() error { return capi.DeviceClearCache(d.handle) }

// String is the device's label ("cpu", "vulkan:0").
func (d Device) String() string {
	info, err := d.Info()
	if err != nil {
		return "Device(invalid)"
	}
	return info.Label
}
