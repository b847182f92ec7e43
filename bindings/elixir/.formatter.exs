# The generated modules (lib/kiln/nif.ex, lib/kiln/spec.ex) keep the generator's layout.
[
  inputs: ["mix.exs", "scenario.exs", "lib/kiln.ex", "test/**/*.exs"] ++
    (Path.wildcard("lib/kiln/*.ex") -- ["lib/kiln/nif.ex", "lib/kiln/spec.ex"]),
  line_length: 110,
  locals_without_parens: [defboth: 2]
]
