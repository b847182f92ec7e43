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
