// Command-line arguments of one sudoku-cli command: declared options (flags and options with a
// value), positional arguments, generated --help text, and one-line usage errors (exit 2).
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/base/result.hpp"

namespace sudoku::cli {

struct OptionSpec {
    const char* name;        // "--algo"
    const char* value_name;  // "ALGO" for an option that takes a value; nullptr for a flag
    const char* help;        // one line, may mention the default
};

struct CommandSpec {
    const char* name;         // "solve"
    const char* operands;     // what follows the options in the usage line: "[FILE|-]..."
    const char* description;  // a few lines for --help
    std::vector<OptionSpec> options;
    int min_operands = 0;
    int max_operands = -1;  // -1 = any number
};

class Args {
  public:
    // Reads `--name VALUE`, `--name=VALUE`, flags, `--` (end of options) and operands ('-' is
    // an operand: standard input). `--help`/`-h` anywhere before `--` wins over everything
    // else. Errors name the bad argument.
    [[nodiscard]] static core::Result<Args> parse(const CommandSpec& spec,
                                                  const std::vector<std::string>& args);

    [[nodiscard]] bool help() const { return m_help; }
    [[nodiscard]] bool flag(std::string_view name) const;
    [[nodiscard]] std::optional<std::string> value(std::string_view name) const;
    [[nodiscard]] const std::vector<std::string>& operands() const { return m_operands; }

    // The option's value as a whole number in [min, max], or `fallback` when absent.
    [[nodiscard]] core::Result<std::uint64_t> number(std::string_view name, std::uint64_t fallback,
                                                     std::uint64_t min, std::uint64_t max) const;
    // The option's value, which must be one of `choices`, or `fallback` when absent.
    [[nodiscard]] core::Result<std::string> choice(
        std::string_view name, std::string_view fallback,
        std::initializer_list<std::string_view> choices) const;

  private:
    bool m_help = false;
    std::vector<std::pair<std::string, std::string>>
        m_values;  // option name -> value ("" for flags)
    std::vector<std::string> m_operands;
};

// The --help text: usage line, description, options.
[[nodiscard]] std::string command_help(const CommandSpec& spec);

// Prints "sudoku-cli: <command>: <message> (see 'sudoku-cli <command> --help')" to stderr and
// returns the usage exit code, so commands can `return usage_error(spec, msg);`.
int usage_error(const CommandSpec& spec, const std::string& message);

// Parses the arguments; on --help prints the help to stdout. Returns the exit code to end with
// (0 after --help, 2 on a usage error), or nullopt to go on with the parsed arguments in `out`.
[[nodiscard]] std::optional<int> parse_or_exit(const CommandSpec& spec,
                                               const std::vector<std::string>& args,
                                               std::optional<Args>& out);

}  // namespace sudoku::cli
