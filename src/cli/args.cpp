#include "cli/args.hpp"

#include <algorithm>
#include <charconv>
#include <exception>
#include <iostream>

#include <CLI/CLI.hpp>

#include "cli/command.hpp"
#include "i18n/describe.hpp"

namespace sudoku::cli {

namespace {

const OptionSpec* find_option(const CommandSpec& spec, std::string_view name) {
    for (const OptionSpec& option : spec.options)
        if (name == option.name) return &option;
    return nullptr;
}

// Text echoed in messages: at most `limit` characters, printable.
std::string printable(std::string_view text, std::size_t limit) {
    std::string out;
    for (char c : text.substr(0, limit))
        out += (static_cast<unsigned char>(c) >= 0x20 && static_cast<unsigned char>(c) < 0x7f)
                   ? c
                   : '?';
    if (text.size() > limit) out += "...";
    return out;
}

// Arguments are echoed in messages; keep them short and printable.
std::string shown(std::string_view arg) {
    return "'" + printable(arg, 40) + "'";
}

// CLI11 throws ArgumentMismatch for a flag given a value (`--stats=yes`) and for an option
// without its value (`--limit` last, or `--limit=`); its text names neither the same way, so
// the argument at fault is found again here. Anything else keeps CLI11's own one-line text.
std::string parse_error_message(const CommandSpec& spec, const std::vector<std::string>& args,
                                const CLI::ParseError& error) {
    for (std::size_t i = 0; i < args.size() && args[i] != "--"; ++i) {
        const std::string& arg = args[i];
        const auto eq = arg.find('=');
        const OptionSpec* option = find_option(spec, arg.substr(0, eq));
        if (!option) continue;
        if (!option->value_name && eq != std::string::npos)
            return std::string("option ") + option->name + " takes no value";
        const bool no_value = eq == std::string::npos ? i + 1 == args.size() : eq + 1 == arg.size();
        if (option->value_name && no_value)
            return std::string("option ") + option->name + " needs a value (" + option->name + " " +
                   option->value_name + ")";
    }
    return printable(error.what(), 160);
}

}  // namespace

// CLI11 reads the line (`--name VALUE`, `--name=VALUE`, flags, `--`, operands); the messages
// stay ours so every command words its usage errors the same way, naming the bad argument.
core::Result<Args> Args::parse(const CommandSpec& spec, const std::vector<std::string>& args) {
    Args out;
    // --help wins over everything else on the line, even a bad option or an option whose value
    // would be "--help"; CLI11 would read those first.
    for (const std::string& arg : args) {
        if (arg == "--") break;
        if (arg == "--help" || arg == "-h") {
            out.m_help = true;
            return out;
        }
    }
    CLI::App app{spec.description, std::string("sudoku-cli ") + spec.name};
    app.set_help_flag();
    // Unknown options and extra operands are collected, not thrown, so the message can name
    // the first one in our words.
    app.allow_extras();
    std::vector<std::string> values(spec.options.size());
    for (std::size_t i = 0; i < spec.options.size(); ++i) {
        const OptionSpec& option = spec.options[i];
        if (option.value_name) {
            // The last occurrence wins, as in most command-line tools.
            app.add_option(option.name, values[i], option.help)
                ->type_name(option.value_name)
                ->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
        } else {
            app.add_flag(option.name, option.help)->disable_flag_override();
        }
    }
    app.add_option("operands", out.m_operands, spec.operands);

    // CLI11 wants the arguments in reverse order (it pops them from the back).
    std::vector<std::string> reversed(args.rbegin(), args.rend());
    try {
        app.parse(reversed);
    } catch (const CLI::ParseError& error) {
        return core::unspecified_error(parse_error_message(spec, args, error));
    } catch (const std::exception& error) {
        return core::unspecified_error("cannot read the arguments: " + shown(error.what()));
    }
    for (const std::string& extra : app.remaining()) {
        if (extra == "--") continue;
        if (extra.starts_with("-") && extra != "-")
            return core::unspecified_error("unknown option " +
                                           shown(extra.substr(0, extra.find('='))));
        return core::unspecified_error("unexpected argument " + shown(extra));
    }
    for (std::size_t i = 0; i < spec.options.size(); ++i)
        if (app.count(spec.options[i].name) > 0)
            out.m_values.emplace_back(spec.options[i].name, values[i]);
    const auto count = static_cast<int>(out.m_operands.size());
    if (count < spec.min_operands)
        return core::unspecified_error(std::string("missing ") + spec.operands);
    if (spec.max_operands >= 0 && count > spec.max_operands)
        return core::unspecified_error("unexpected argument " +
                                       shown(out.m_operands[spec.max_operands]));
    return out;
}

bool Args::flag(std::string_view name) const {
    return std::any_of(m_values.begin(), m_values.end(),
                       [&](const auto& v) { return v.first == name; });
}

std::optional<std::string> Args::value(std::string_view name) const {
    // The last occurrence wins, as in most command-line tools.
    for (auto it = m_values.rbegin(); it != m_values.rend(); ++it)
        if (it->first == name) return it->second;
    return std::nullopt;
}

core::Result<std::uint64_t> Args::number(std::string_view name, std::uint64_t fallback,
                                         std::uint64_t min, std::uint64_t max) const {
    const auto text = value(name);
    if (!text) return fallback;
    std::uint64_t v = 0;
    const auto [end, ec] = std::from_chars(text->data(), text->data() + text->size(), v);
    if (text->empty() || ec != std::errc{} || end != text->data() + text->size() || v < min ||
        v > max)
        return core::unspecified_error(std::string(name) + " " + shown(*text) +
                                       ": expected a whole number from " + std::to_string(min) +
                                       " to " + std::to_string(max));
    return v;
}

core::Result<std::string> Args::choice(std::string_view name, std::string_view fallback,
                                       std::initializer_list<std::string_view> choices) const {
    const auto text = value(name);
    if (!text) return std::string(fallback);
    if (std::find(choices.begin(), choices.end(), *text) != choices.end()) return *text;
    std::string list;
    for (std::string_view c : choices)
        list += (list.empty() ? "" : ", ") + std::string(c);
    return core::unspecified_error(std::string(name) + " " + shown(*text) + ": expected one of " +
                                   list);
}

std::string command_help(const CommandSpec& spec) {
    std::string out = std::string("usage: sudoku-cli ") + spec.name +
                      (spec.options.empty() ? "" : " [options]") + " " + spec.operands + "\n\n" +
                      spec.description + "\n";
    std::size_t width = 0;
    const auto left = [](const OptionSpec& o) {
        return std::string(o.name) + (o.value_name ? std::string(" ") + o.value_name : "");
    };
    for (const OptionSpec& o : spec.options)
        width = std::max(width, left(o).size());
    out += "\noptions:\n";
    for (const OptionSpec& o : spec.options)
        out += "  " + left(o) + std::string(width - left(o).size() + 2, ' ') + o.help + "\n";
    out += "  --help" + std::string(width > 6 ? width - 6 + 2 : 2, ' ') + "show this help\n";
    return out;
}

int usage_error(const CommandSpec& spec, const std::string& message) {
    std::cerr << "sudoku-cli: " << spec.name << ": " << message << " (see 'sudoku-cli " << spec.name
              << " --help')\n";
    return kExitUsage;
}

std::optional<int> parse_or_exit(const CommandSpec& spec, const std::vector<std::string>& args,
                                 std::optional<Args>& out) {
    auto parsed = Args::parse(spec, args);
    if (!parsed) return usage_error(spec, i18n::english(parsed.error()));
    if (parsed->help()) {
        std::cout << command_help(spec);
        return kExitOk;
    }
    out = std::move(parsed).value();
    return std::nullopt;
}

}  // namespace sudoku::cli
