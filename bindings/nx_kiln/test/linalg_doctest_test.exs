defmodule Kiln.LinAlgDoctestTest do
  # Nx.LinAlg's doctests with Kiln.Backend as the default backend. Opt-in (`--include linalg`):
  # Nx's default QR/eigh/SVD run eagerly op by op, far too slowly for the default suite here.
  use ExUnit.Case, async: true
  @moduletag :linalg
  doctest Nx.LinAlg
end
