defmodule NxKiln.Application do
  @moduledoc false
  # Owns Kiln.Compiler's cache table for the life of the application.
  use Application

  @impl true
  def start(_type, _args) do
    owner = {Task, fn -> Kiln.Compiler.ensure_table() && Process.sleep(:infinity) end}
    Supervisor.start_link([owner], strategy: :one_for_one, name: NxKiln.Supervisor)
  end
end
