package kiln_test

import (
	"strings"
	"testing"

	"kiln.dev/kiln"
)

func TestInfoIsTheKilnInfoReport(t *testing.T) {
	version := check(kiln.Version())(t)
	text := check(kiln.Info())(t)
	if !strings.HasPrefix(text, "Kiln "+version.String()+"\n") {
		t.Fatalf("the report does not start with the version:\n%s", text)
	}
	for _, want := range []string{"\n  driver: kiln-cpu, version ", "falls back to the CPU: "} {
		if !strings.Contains(text, want) {
			t.Errorf("the report lacks %q:\n%s", want, text)
		}
	}
}
