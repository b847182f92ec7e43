package kiln_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
)

// TestScenario builds cmd/scenario and compares its output with bindings/scenario.expected.
func TestScenario(t *testing.T) {
	expected, err := os.ReadFile(filepath.Join("..", "scenario.expected"))
	if err != nil {
		t.Fatal(err)
	}
	binary := filepath.Join(t.TempDir(), "scenario")
	build := exec.Command(goTool(), "build", "-o", binary, "./cmd/scenario")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build ./cmd/scenario: %v\n%s", err, out)
	}
	var stdout, stderr bytes.Buffer
	run := exec.Command(binary)
	run.Stdout, run.Stderr = &stdout, &stderr
	if err := run.Run(); err != nil {
		t.Fatalf("scenario: %v\nstdout:\n%s\nstderr:\n%s", err, stdout.Bytes(), stderr.Bytes())
	}
	if !bytes.Equal(stdout.Bytes(), expected) {
		t.Fatalf("scenario output differs from bindings/scenario.expected\ngot:\n%s\nwant:\n%s", stdout.Bytes(), expected)
	}
}

// goTool is the go command of the toolchain running the test.
func goTool() string {
	path := filepath.Join(runtime.GOROOT(), "bin", "go")
	if _, err := os.Stat(path); err == nil {
		return path
	}
	return "go"
}
