#include "core/plot/figure_svg.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace sudoku::core {

namespace {

std::string number(double v) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.2f", v);
    return buffer;
}

std::string colour(PlotColour c) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "#%02x%02x%02x", c.r, c.g, c.b);
    return buffer;
}

std::string opacity(PlotColour c) {
    return c.a == 255 ? std::string() : " fill-opacity=\"" + number(c.a / 255.0) + "\"";
}

std::string escaped(const std::string& text) {
    std::string out;
    for (char ch : text) {
        switch (ch) {
            case '&':
                out += "&amp;";
                break;
            case '<':
                out += "&lt;";
                break;
            case '>':
                out += "&gt;";
                break;
            case '"':
                out += "&quot;";
                break;
            default:
                out += ch;
        }
    }
    return out;
}

std::string text_element(const Shape& s) {
    if (s.glyph) {
        // A board digit: centred on (x0, y0) both ways.
        return "<text x=\"" + number(s.x0) + "\" y=\"" + number(s.y0) + "\" font-size=\"" +
               number(s.size) + "\"" + (s.bold ? " font-weight=\"bold\"" : "") +
               " text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"" + colour(s.colour) +
               "\"" + opacity(s.colour) + ">" + escaped(s.text) + "</text>\n";
    }
    const char* anchor = s.anchor == TextAnchor::Start    ? "start"
                         : s.anchor == TextAnchor::Middle ? "middle"
                                                          : "end";
    std::string out = "<text x=\"" + number(s.x0) + "\" y=\"" + number(s.y0) + "\" font-size=\"" +
                      number(s.size) + "\" text-anchor=\"" + anchor +
                      "\" dominant-baseline=\"central\" fill=\"" + colour(s.colour) + "\"";
    out += opacity(s.colour);
    if (s.vertical) out += " transform=\"rotate(-90 " + number(s.x0) + " " + number(s.y0) + ")\"";
    return out + ">" + escaped(s.text) + "</text>\n";
}

// A label's box: the text's width estimated as the layout does (SVG cannot measure it here).
std::string label_element(const Shape& s) {
    const double w = estimated_text_width(s.text, s.size) + 2 * s.x1;
    const double h = s.size + 2 * s.y1;
    const double left = s.anchor == TextAnchor::Start    ? s.x0 - s.x1
                        : s.anchor == TextAnchor::Middle ? s.x0 - w / 2
                                                         : s.x0 - w + s.x1;
    const double r = s.rounding < 0 ? h / 2 : s.rounding;
    Shape text = s;
    text.kind = ShapeKind::Text;
    return "<rect x=\"" + number(left) + "\" y=\"" + number(s.y0 - h / 2) + "\" width=\"" +
           number(w) + "\" height=\"" + number(h) + "\" rx=\"" + number(r) + "\" fill=\"" +
           colour(s.fill) + "\"" + opacity(s.fill) + "/>\n" + text_element(text);
}

std::string stroke(const Shape& s) {
    std::string out =
        " stroke=\"" + colour(s.colour) + "\" stroke-width=\"" + number(s.width) + "\"";
    if (s.colour.a != 255) out += " stroke-opacity=\"" + number(s.colour.a / 255.0) + "\"";
    return out;
}

std::string shape_element(const Shape& s) {
    switch (s.kind) {
        case ShapeKind::Line:
            return "<line x1=\"" + number(s.x0) + "\" y1=\"" + number(s.y0) + "\" x2=\"" +
                   number(s.x1) + "\" y2=\"" + number(s.y1) + "\"" + stroke(s) + "/>\n";
        case ShapeKind::Rect:
        case ShapeKind::FilledRect: {
            const std::string box = "<rect x=\"" + number(std::min(s.x0, s.x1)) + "\" y=\"" +
                                    number(std::min(s.y0, s.y1)) + "\" width=\"" +
                                    number(std::abs(s.x1 - s.x0)) + "\" height=\"" +
                                    number(std::abs(s.y1 - s.y0)) + "\"" +
                                    (s.rounding > 0 ? " rx=\"" + number(s.rounding) + "\"" : "");
            if (s.kind == ShapeKind::Rect) return box + " fill=\"none\"" + stroke(s) + "/>\n";
            return box + " fill=\"" + colour(s.colour) + "\"" + opacity(s.colour) + "/>\n";
        }
        case ShapeKind::Circle:
            return "<circle cx=\"" + number(s.x0) + "\" cy=\"" + number(s.y0) + "\" r=\"" +
                   number(s.x1) + "\" fill=\"" + colour(s.colour) + "\"" + opacity(s.colour) +
                   "/>\n";
        case ShapeKind::Text:
            return text_element(s);
        case ShapeKind::Ring:
            return "<circle cx=\"" + number(s.x0) + "\" cy=\"" + number(s.y0) + "\" r=\"" +
                   number(s.x1) + "\" fill=\"none\"" + stroke(s) + "/>\n";
        case ShapeKind::Triangle: {
            std::string out = "<polygon points=\"" + number(s.x0) + "," + number(s.y0) + " " +
                              number(s.x1) + "," + number(s.y1) + " " + number(s.x2) + "," +
                              number(s.y2) + "\" fill=\"" + colour(s.fill) + "\"" + opacity(s.fill);
            return out + (s.width > 0 && s.colour.a > 0 ? stroke(s) : std::string()) + "/>\n";
        }
        case ShapeKind::Label:
            return label_element(s);
    }
    return {};
}

}  // namespace

std::string figure_svg(const Figure& figure) {
    std::string out =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" +
        number(figure.width) + "\" height=\"" + number(figure.height) + "\" viewBox=\"0 0 " +
        number(figure.width) + " " + number(figure.height) +
        "\" font-family=\"DejaVu Sans, sans-serif\">\n";
    for (const Shape& s : figure.shapes)
        out += shape_element(s);
    return out + "</svg>\n";
}

}  // namespace sudoku::core
