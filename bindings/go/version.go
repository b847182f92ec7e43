package kiln

import (
	"fmt"

	"kiln.dev/kiln/capi"
)

// LibraryVersion is the version of the loaded libkiln.
type LibraryVersion struct {
	Major, Minor, Patch int
}

func (v LibraryVersion) String() string {
	return fmt.Sprintf("%d.%d.%d", v.Major, v.Minor, v.Patch)
}

// Version asks the loaded library for its version.
func Version() (LibraryVersion, error) {
	major, minor, patch, err := capi.Version()
	return LibraryVersion{int(major), int(minor), int(patch)}, err
}

// Info is what Kiln sees on this machine, the text kiln-info prints (kiln_info_report): library
// version, devices with their drivers, memory heaps, features, limits, pipeline cache and CPU
// fallbacks. The first thing to look at when a device or driver is not the one expected.
func Info() (string, error) {
	return capi.InfoReport()
}
