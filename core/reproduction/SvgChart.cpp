#include "reproduction/SvgChart.h"

#include "reproduction/HtmlText.h"
#include "reproduction/ReportNumberFormat.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <sstream>

namespace schedlab {

namespace {

// Layout, in SVG user units (= CSS pixels).
constexpr double kMarginLeft = 62;
constexpr double kMarginRight = 14;
constexpr double kMarginTop = 42;     // title and legend
constexpr double kMarginBottom = 58;  // category labels (maybe slanted) and the axis title
constexpr double kTitleBaseline = 16;
constexpr double kLegendBaseline = 32;
constexpr double kLegendSwatch = 10;
constexpr double kLegendGap = 6;
constexpr double kLegendCharWidth = 6.5;  // rough width of a legend character, to place the next entry
constexpr double kLegendEntryGap = 16;
constexpr double kTickLength = 4;
constexpr double kTickLabelGap = 6;
constexpr double kCategoryLabelOffset = 14;
constexpr double kCategoryLabelSlant = -40;
constexpr std::size_t kLongLabel = 3;  // longer category labels are slanted so neighbours do not overlap
constexpr double kAxisTitleBelow = 50;          // under slanted category labels...
constexpr double kAxisTitleBelowStraight = 34;  // ...and under straight ones
constexpr double kValueAxisTitleX = 14;
constexpr double kBarGroupFill = 0.8;  // share of a category's band the bars fill
constexpr double kPointRadius = 2.5;
constexpr double kHalf = 0.5;
constexpr double kFontBaselineShift = 3;  // centres digits vertically on a tick
constexpr int kCoordinateDecimals = 1;

// Value axis: about this many steps of 1, 2 or 5 times a power of ten.
constexpr double kTargetSteps = 4;
constexpr double kTenth = 0.1;
constexpr std::array<double, 3> kNiceSteps = {1, 2, 5};
constexpr double kDecade = 10;

// Colours are attributes, not CSS, so a chart looks the same outside the report.
constexpr const char* kGridColour = "#e3e3e3";
constexpr const char* kAxisColour = "#888888";
// Series in order (the report: published, then SchedLab): colour-blind-safe blue and orange first.
constexpr std::array<const char*, 4> kPalette = {"#4c72b0", "#dd8452", "#55a868", "#8172b3"};

std::string num(double value)
{
    return ReportNumberFormat::fixed(value, kCoordinateDecimals);
}

const char* colourOf(std::size_t series)
{
    return kPalette[series % kPalette.size()];
}

double niceStep(double span)
{
    const double rough = span / kTargetSteps;
    const double magnitude = std::pow(kDecade, std::floor(std::log10(rough)));
    for (const double nice : kNiceSteps) {
        if (rough <= nice * magnitude)
            return nice * magnitude;
    }
    return kDecade * magnitude;
}

}  // namespace

SvgChart::SvgChart(std::string title, std::vector<std::string> categories, Style style)
    : m_title(std::move(title)), m_categories(std::move(categories)), m_style(style)
{
}

void SvgChart::setAxisTitles(std::string categoryAxis, std::string valueAxis)
{
    m_categoryAxis = std::move(categoryAxis);
    m_valueAxis = std::move(valueAxis);
}

void SvgChart::addSeries(std::string name, std::vector<double> values)
{
    values.resize(m_categories.size(), std::nan(""));
    m_series.push_back({std::move(name), std::move(values)});
}

SvgChart::Scale SvgChart::valueScale() const
{
    double low = std::numeric_limits<double>::infinity();
    double high = -std::numeric_limits<double>::infinity();
    for (const Series& series : m_series) {
        for (const double value : series.values) {
            if (std::isfinite(value)) {
                low = std::min(low, value);
                high = std::max(high, value);
            }
        }
    }
    if (!std::isfinite(low)) {
        low = 0;
        high = 1;
    }
    // Bars grow from zero, so zero must be on the axis.
    if (m_style == Style::Bars) {
        low = std::min(low, 0.0);
        high = std::max(high, 0.0);
    }
    if (high == low) {
        const double pad = low == 0 ? 1 : std::abs(low) * kTenth;
        low -= pad;
        high += pad;
    }
    Scale scale;
    scale.step = niceStep(high - low);
    scale.low = std::floor(low / scale.step) * scale.step;
    scale.high = std::ceil(high / scale.step) * scale.step;
    return scale;
}

double SvgChart::plotWidth() const
{
    return kWidth - kMarginLeft - kMarginRight;
}

double SvgChart::plotHeight() const
{
    return kHeight - kMarginTop - kMarginBottom;
}

double SvgChart::bandWidth() const
{
    return m_categories.empty() ? plotWidth() : plotWidth() / static_cast<double>(m_categories.size());
}

double SvgChart::categoryCentre(std::size_t category) const
{
    return kMarginLeft + (static_cast<double>(category) + kHalf) * bandWidth();
}

double SvgChart::yOf(double value, const Scale& scale) const
{
    return kMarginTop + (scale.high - value) / (scale.high - scale.low) * plotHeight();
}

std::string SvgChart::tooltip(const Series& series, std::size_t category) const
{
    return "<title>" + HtmlText::escape(series.name + ", " + m_categories[category] + ": " +
                                        ReportNumberFormat::compact(series.values[category])) +
           "</title>";
}

void SvgChart::renderFrame(std::ostream& out, const Scale& scale) const
{
    const double left = kMarginLeft;
    const double right = kMarginLeft + plotWidth();
    const double bottom = kMarginTop + plotHeight();
    out << "<text x=\"" << num(left) << "\" y=\"" << num(kTitleBaseline) << "\" font-size=\"12\" font-weight=\"bold\">"
        << HtmlText::escape(m_title) << "</text>\n";
    const auto steps = std::llround((scale.high - scale.low) / scale.step);
    for (long long i = 0; i <= steps; ++i) {
        const double value = scale.low + static_cast<double>(i) * scale.step;
        const double y = yOf(value, scale);
        out << "<line x1=\"" << num(left - kTickLength) << "\" y1=\"" << num(y) << "\" x2=\"" << num(right)
            << "\" y2=\"" << num(y) << "\" stroke=\"" << (value == 0 ? kAxisColour : kGridColour) << "\"/>\n";
        out << "<text x=\"" << num(left - kTickLabelGap) << "\" y=\"" << num(y + kFontBaselineShift)
            << "\" text-anchor=\"end\">" << HtmlText::escape(ReportNumberFormat::compact(value)) << "</text>\n";
    }
    out << "<line x1=\"" << num(left) << "\" y1=\"" << num(kMarginTop) << "\" x2=\"" << num(left) << "\" y2=\""
        << num(bottom) << "\" stroke=\"" << kAxisColour << "\"/>\n";
    for (std::size_t i = 0; i < m_categories.size(); ++i) {
        const double x = categoryCentre(i);
        const double y = bottom + kCategoryLabelOffset;
        out << "<text x=\"" << num(x) << "\" y=\"" << num(y) << "\"";
        if (m_categories[i].size() > kLongLabel)
            out << " text-anchor=\"end\" transform=\"rotate(" << num(kCategoryLabelSlant) << ' ' << num(x) << ' '
                << num(y) << ")\"";
        else
            out << " text-anchor=\"middle\"";
        out << '>' << HtmlText::escape(m_categories[i]) << "</text>\n";
    }
    const bool slanted = std::any_of(m_categories.begin(), m_categories.end(),
                                     [](const std::string& label) { return label.size() > kLongLabel; });
    const double axisTitleBelow = slanted ? kAxisTitleBelow : kAxisTitleBelowStraight;
    if (!m_categoryAxis.empty())
        out << "<text x=\"" << num(left + plotWidth() * kHalf) << "\" y=\"" << num(bottom + axisTitleBelow)
            << "\" text-anchor=\"middle\" fill=\"#555555\">" << HtmlText::escape(m_categoryAxis) << "</text>\n";
    if (!m_valueAxis.empty()) {
        const double y = kMarginTop + plotHeight() * kHalf;
        out << "<text x=\"" << num(kValueAxisTitleX) << "\" y=\"" << num(y)
            << "\" text-anchor=\"middle\" fill=\"#555555\" transform=\"rotate(-90 " << num(kValueAxisTitleX)
            << ' ' << num(y) << ")\">" << HtmlText::escape(m_valueAxis) << "</text>\n";
    }
}

void SvgChart::renderLegend(std::ostream& out) const
{
    double x = kMarginLeft;
    for (std::size_t i = 0; i < m_series.size(); ++i) {
        out << "<rect x=\"" << num(x) << "\" y=\"" << num(kLegendBaseline - kLegendSwatch) << "\" width=\""
            << num(kLegendSwatch) << "\" height=\"" << num(kLegendSwatch) << "\" fill=\"" << colourOf(i) << "\"/>\n";
        x += kLegendSwatch + kLegendGap;
        out << "<text x=\"" << num(x) << "\" y=\"" << num(kLegendBaseline) << "\">"
            << HtmlText::escape(m_series[i].name) << "</text>\n";
        x += static_cast<double>(m_series[i].name.size()) * kLegendCharWidth + kLegendEntryGap;
    }
}

void SvgChart::renderLines(std::ostream& out, const Scale& scale) const
{
    for (std::size_t s = 0; s < m_series.size(); ++s) {
        const Series& series = m_series[s];
        // One polyline per run of values without gaps; a lone point is only a dot.
        std::string points;
        std::size_t pointCount = 0;
        const auto flush = [&] {
            if (pointCount > 1)
                out << "<polyline fill=\"none\" stroke=\"" << colourOf(s) << "\" points=\"" << points << "\"/>\n";
            points.clear();
            pointCount = 0;
        };
        for (std::size_t i = 0; i < series.values.size(); ++i) {
            if (!std::isfinite(series.values[i])) {
                flush();
                continue;
            }
            if (!points.empty())
                points += ' ';
            points += num(categoryCentre(i)) + ',' + num(yOf(series.values[i], scale));
            ++pointCount;
        }
        flush();
        for (std::size_t i = 0; i < series.values.size(); ++i) {
            if (std::isfinite(series.values[i]))
                out << "<circle cx=\"" << num(categoryCentre(i)) << "\" cy=\"" << num(yOf(series.values[i], scale))
                    << "\" r=\"" << num(kPointRadius) << "\" fill=\"" << colourOf(s) << "\">" << tooltip(series, i)
                    << "</circle>\n";
        }
    }
}

void SvgChart::renderBars(std::ostream& out, const Scale& scale) const
{
    if (m_series.empty())
        return;
    const double groupWidth = bandWidth() * kBarGroupFill;
    const double barWidth = groupWidth / static_cast<double>(m_series.size());
    const double zero = yOf(0, scale);
    for (std::size_t s = 0; s < m_series.size(); ++s) {
        const Series& series = m_series[s];
        for (std::size_t i = 0; i < series.values.size(); ++i) {
            const double value = series.values[i];
            if (!std::isfinite(value))
                continue;
            const double x = categoryCentre(i) - groupWidth * kHalf + static_cast<double>(s) * barWidth;
            const double top = std::min(yOf(value, scale), zero);
            const double height = std::abs(yOf(value, scale) - zero);
            out << "<rect x=\"" << num(x) << "\" y=\"" << num(top) << "\" width=\"" << num(barWidth)
                << "\" height=\"" << num(height) << "\" fill=\"" << colourOf(s) << "\">" << tooltip(series, i)
                << "</rect>\n";
        }
    }
}

std::string SvgChart::render() const
{
    const Scale scale = valueScale();
    std::ostringstream out;
    out << "<svg width=\"" << num(kWidth) << "\" height=\"" << num(kHeight) << "\" viewBox=\"0 0 " << num(kWidth)
        << ' ' << num(kHeight) << "\" font-family=\"sans-serif\" font-size=\"10\" role=\"img\" aria-label=\""
        << HtmlText::escape(m_title) << "\">\n";
    renderFrame(out, scale);
    renderLegend(out);
    if (m_style == Style::Bars)
        renderBars(out, scale);
    else
        renderLines(out, scale);
    out << "</svg>\n";
    return out.str();
}

}  // namespace schedlab
