#include "cli/args.hpp"

#include <algorithm>
#include <charconv>
#include <iostream>

#include "cli/command.hpp"

namespace sudoku::cli {

namespace {

const OptionSpec* find_option(const CommandSpec& spec, std::string_view name) {
    for (const OptionSpec& option : spec.options)
        if (name == option.name) return &option;
    return nullptr;
}

// Arguments are echoed in messages; keep them short and printable.
std::string shown(std::string_view arg) {
    std::string out;
    for (char c : arg.substr(0, 40))
        out += (static_cast<unsigned char>(c) >= 0x20 && static_cast<unsigned char>(c) < 0x7f)
                   ? c
                   : '?';
    if (arg.size() > 40) out += "...";
    return "'" + out + "'";
}

}  // namespace

core::Result<Args> Args::parse(const CommandSpec& spec, const std::vector<std::string>& args) {
    Args out;
    // --help wins over everything else on the line, even a bad option.
    for (const std::string& arg : args) {
        if (arg == "--") break;
        if (arg == "--help" || arg == "-h") {
            out.m_help = true;
            return out;
        }
    }
    bool options_done = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (options_done || arg == "-" || !arg.starts_with("-")) {
            out.m_operands.push_back(arg);
            continue;
        }
        if (arg == "--") {
            options_done = true;
            continue;
        }
        const auto eq = arg.find('=');
        const std::string name = arg.substr(0, eq);
        const OptionSpec* option = find_option(spec, name);
        if (!option) return core::Error{"unknown option " + shown(name)};
        if (!option->value_name) {
            if (eq != std::string::npos) return core::Error{"option " + name + " takes no value"};
            out.m_values.emplace_back(name, "");
            continue;
        }
        std::string value;
        if (eq != std::string::npos) {
            value = arg.substr(eq + 1);
        } else if (i + 1 < args.size()) {
            value = args[++i];
        } else {
            return core::Error{"option " + name + " needs a value (" + name + " " +
                               option->value_name + ")"};
        }
        out.m_values.emplace_back(name, std::move(value));
    }
    const auto count = static_cast<int>(out.m_operands.size());
    if (count < spec.min_operands) return core::Error{std::string("missing ") + spec.operands};
    if (spec.max_operands >= 0 && count > spec.max_operands)
        return core::Error{"unexpected argument " + shown(out.m_operands[spec.max_operands])};
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
        return core::Error{std::string(name) + " " + shown(*text) +
                           ": expected a whole number from " + std::to_string(min) + " to " +
                           std::to_string(max)};
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
    return core::Error{std::string(name) + " " + shown(*text) + ": expected one of " + list};
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
    if (!parsed) return usage_error(spec, parsed.message());
    if (parsed->help()) {
        std::cout << command_help(spec);
        return kExitOk;
    }
    out = std::move(parsed).value();
    return std::nullopt;
}

}  // namespace sudoku::cli
