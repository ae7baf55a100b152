#include "io/watch_session.hpp"

#include <cstdio>
#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "core/pacer.hpp"
#include "core/puzzle_line.hpp"
#include "core/validation.hpp"
#include "io/json_text.hpp"

namespace sudoku::io {

namespace {

using nlohmann::json;

const char* order_name(core::ValueOrder order) {
    return order == core::ValueOrder::Random ? "random" : "ascending";
}

core::Error field_error(std::string_view field, const std::string& what) {
    return core::Error{std::string(field) + ": " + what};
}

core::Result<const json*> member(const json& object, std::string_view field, json::value_t type) {
    const auto it = object.find(field);
    if (it == object.end()) return field_error(field, "missing");
    const bool number = type == json::value_t::number_unsigned;
    if (number ? !it->is_number_unsigned() : it->type() != type) {
        const char* expected = number                          ? "a whole number >= 0"
                               : type == json::value_t::string ? "a string"
                               : type == json::value_t::object ? "an object"
                                                               : "a number";
        return field_error(field, std::string("expected ") + expected + ", got " + it->dump());
    }
    return &*it;
}

core::Result<core::Algorithm> algorithm_field(const json& object, std::string_view field) {
    auto value = member(object, field, json::value_t::string);
    if (!value) return value.error();
    const std::string name = (*value)->get<std::string>();
    if (auto a = core::parse_algorithm(name)) return *a;
    return field_error(field, "expected naive, mrv or propagate, got \"" + name + "\"");
}

core::Result<std::uint64_t> count_field(const json& object, std::string_view field) {
    auto value = member(object, field, json::value_t::number_unsigned);
    if (!value) return value.error();
    return (*value)->get<std::uint64_t>();
}

core::Result<WatchSession> from_json(const json& doc) {
    if (!doc.is_object()) return core::Error{"expected a JSON object"};
    auto format = member(doc, "format", json::value_t::string);
    if (!format) return format.error();
    if ((*format)->get<std::string>() != kWatchSessionFormat)
        return field_error("format", std::string("expected \"") + kWatchSessionFormat + "\", got " +
                                         (*format)->dump());
    auto version = count_field(doc, "version");
    if (!version) return version.error();
    if (*version != static_cast<std::uint64_t>(kWatchSessionVersion))
        return field_error("version", "unsupported version " + std::to_string(*version) +
                                          " (this build reads " +
                                          std::to_string(kWatchSessionVersion) + ")");
    auto line = member(doc, "puzzle", json::value_t::string);
    if (!line) return line.error();
    auto board = core::parse_puzzle_line((*line)->get<std::string>());
    if (!board) return field_error("puzzle", board.message());
    if (auto conflict = core::validate_givens(*board))
        return field_error("puzzle", conflict->message);

    WatchSession session(std::move(board).value());
    auto algorithm = algorithm_field(doc, "algorithm");
    if (!algorithm) return algorithm.error();
    session.algorithm = *algorithm;
    auto order = member(doc, "order", json::value_t::string);
    if (!order) return order.error();
    const std::string order_text = (*order)->get<std::string>();
    if (order_text == "random") {
        session.order = core::ValueOrder::Random;
    } else if (order_text != "ascending") {
        return field_error("order", "expected ascending or random, got \"" + order_text + "\"");
    }
    auto seed = count_field(doc, "seed");
    if (!seed) return seed.error();
    session.seed = *seed;
    auto position = count_field(doc, "position");
    if (!position) return position.error();
    session.position = *position;
    if (doc.contains("speed")) {
        const json& speed = doc["speed"];
        if (!speed.is_number() || !(speed.get<double>() > 0.0))
            return field_error("speed", "expected a number > 0, got " + speed.dump());
        session.speed = std::min(speed.get<double>(), core::Pacer::kTurboSpeed);
    }
    if (doc.contains("compare")) {
        const json& compare = doc["compare"];
        if (!compare.is_object()) return field_error("compare", "expected an object");
        auto second = algorithm_field(compare, "algorithm");
        if (!second) return field_error("compare", second.message());
        auto second_position = count_field(compare, "position");
        if (!second_position) return field_error("compare", second_position.message());
        session.compare = *second;
        session.compare_position = *second_position;
    }
    return session;
}

}  // namespace

std::string watch_session_to_text(const WatchSession& session) {
    json doc = {
        {"format", kWatchSessionFormat},
        {"version", kWatchSessionVersion},
        {"puzzle", core::format_puzzle_line(session.puzzle)},
        {"algorithm", core::algorithm_name(session.algorithm)},
        {"order", order_name(session.order)},
        {"seed", session.seed},
        {"position", session.position},
        {"speed", session.speed},
    };
    if (session.compare)
        doc["compare"] = {{"algorithm", core::algorithm_name(*session.compare)},
                          {"position", session.compare_position}};
    return doc.dump(2) + "\n";
}

core::Result<WatchSession> watch_session_from_text(std::string_view text) {
    const json doc = json::parse(text, nullptr, /*allow_exceptions=*/false);
    if (doc.is_discarded()) return core::Error{"not valid JSON"};
    return from_json(doc);
}

std::optional<std::string> save_watch_session(const std::string& path,
                                              const WatchSession& session) {
    std::error_code ec;
    const std::filesystem::path target(path);
    if (target.has_parent_path()) std::filesystem::create_directories(target.parent_path(), ec);
    const std::string temporary = path + ".tmp";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        out << watch_session_to_text(session);
        out.flush();
        if (!out) {
            std::filesystem::remove(temporary, ec);
            return "cannot write " + temporary;
        }
    }
    std::filesystem::rename(temporary, target, ec);
    if (ec) {
        std::filesystem::remove(temporary, ec);
        return "cannot rename " + temporary + " to " + path + ": " + ec.message();
    }
    return std::nullopt;
}

core::Result<WatchSession> load_watch_session(const std::string& path) {
    const auto text = read_text_file(path);
    if (!text) return core::Error{path + ": cannot read the file"};
    auto session = watch_session_from_text(*text);
    if (!session) return core::Error{path + ": " + session.message()};
    return session;
}

}  // namespace sudoku::io
