#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace schedlab {

// A small inline SVG chart of a few series over named categories: lines
// (values over an ordered axis) or grouped bars (one group per category).
// No scripts, no external resources: the HTML report embeds it as it is.
// Point and bar tooltips use SVG <title> elements.
class SvgChart {
public:
    enum class Style { Lines, Bars };

    static constexpr double kWidth = 460;
    static constexpr double kHeight = 250;

    SvgChart(std::string title, std::vector<std::string> categories, Style style);

    void setAxisTitles(std::string categoryAxis, std::string valueAxis);
    // One value per category; NaN leaves a gap (no bar, a break in the line).
    void addSeries(std::string name, std::vector<double> values);

    [[nodiscard]] std::string render() const;

private:
    struct Series {
        std::string name;
        std::vector<double> values;
    };
    // The value axis: from low to high in steps of step.
    struct Scale {
        double low = 0;
        double high = 1;
        double step = 1;
    };

    [[nodiscard]] Scale valueScale() const;
    [[nodiscard]] double plotWidth() const;
    [[nodiscard]] double plotHeight() const;
    [[nodiscard]] double categoryCentre(std::size_t category) const;
    [[nodiscard]] double bandWidth() const;
    [[nodiscard]] double yOf(double value, const Scale& scale) const;

    void renderFrame(std::ostream& out, const Scale& scale) const;
    void renderLegend(std::ostream& out) const;
    void renderLines(std::ostream& out, const Scale& scale) const;
    void renderBars(std::ostream& out, const Scale& scale) const;
    [[nodiscard]] std::string tooltip(const Series& series, std::size_t category) const;

    std::string m_title;
    std::vector<std::string> m_categories;
    Style m_style;
    std::string m_categoryAxis;
    std::string m_valueAxis;
    std::vector<Series> m_series;
};

}  // namespace schedlab
