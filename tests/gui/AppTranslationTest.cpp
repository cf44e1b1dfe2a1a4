// The German translation: compiled into the workbench, complete, and used.
// A string added to app/gui without a translation fails here, so the
// workbench never shows a German user half-English menus.
#include "CatalogueStrings.h"
#include "MainWindow.h"
#include "forms/CatalogueText.h"
#include "RunLibraryController.h"

#include <QAction>
#include <QApplication>
#include <QDomDocument>
#include <QFile>
#include <QMenuBar>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace schedlab;

namespace {

const QString kTranslationFile = QStringLiteral(SCHEDLAB_TRANSLATIONS_DIR "/schedlab_de.ts");

}  // namespace

class AppTranslationTest : public QObject {
    Q_OBJECT

private slots:
    void everyStringIsTranslated()
    {
        QFile file(kTranslationFile);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QDomDocument document;
        QVERIFY(document.setContent(&file));
        const QDomNodeList messages = document.elementsByTagName(QStringLiteral("message"));
        QVERIFY(messages.size() > 0);
        for (int i = 0; i < messages.size(); ++i) {
            const QDomElement message = messages.at(i).toElement();
            const QString source = message.firstChildElement(QStringLiteral("source")).text();
            const QDomElement translation = message.firstChildElement(QStringLiteral("translation"));
            QVERIFY2(translation.attribute(QStringLiteral("type")) != QStringLiteral("unfinished"),
                     qPrintable(QStringLiteral("not translated: ") + source));
            const bool plural = message.attribute(QStringLiteral("numerus")) == QStringLiteral("yes");
            QVERIFY2(plural || !translation.text().isEmpty(), qPrintable(QStringLiteral("empty: ") + source));
        }
    }

    // The core's catalogues are English; each of their texts the workbench
    // shows (policies, generators, studies, platforms) needs a German one,
    // or a new policy would describe itself in English to a German user.
    void everyCatalogueTextIsTranslated()
    {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/schedlab_de.qm")));
        const std::vector<std::string> texts = CatalogueStrings::all();
        QVERIFY(texts.size() > 100);
        QStringList missing;
        for (const std::string& text : texts)
            if (translator.translate(CatalogueText::kContext, text.c_str()).isEmpty())
                missing << QString::fromStdString(text);
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("%1 not translated, first: %2 (run the target "
                                                              "schedlab_app_lupdate, then translate)")
                                                   .arg(missing.size())
                                                   .arg(missing.value(0))));
        QVERIFY(QApplication::installTranslator(&translator));
        QCOMPARE(CatalogueText::of("FCFS with EASY backfilling"), QStringLiteral("FCFS mit EASY-Backfilling"));
        QApplication::removeTranslator(&translator);
    }

    void theWindowSpeaksGerman()
    {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/schedlab_de.qm")));
        QVERIFY(QApplication::installTranslator(&translator));
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
        MainWindow window(settings);
        window.setDialogsEnabled(false);
        QStringList menus;
        for (const QAction* action : window.menuBar()->actions())
            menus << action->text();
        QVERIFY2(menus.contains(QStringLiteral("&Bibliothek")) || menus.join(QLatin1Char(' ')).contains(
                                                                        QStringLiteral("Bibliothek")),
                 qPrintable(menus.join(QLatin1Char('|'))));
        QCOMPARE(RunLibraryController::tr("Reproduction &report…"), QStringLiteral("&Reproduktionsbericht…"));
        // Longer German words must not push the window past a laptop's
        // 1366 px (an unwrapped welcome text once made it 1,629 px wide).
        constexpr int kLaptopWidth = 1366;
        QVERIFY2(window.minimumSizeHint().width() <= kLaptopWidth,
                 qPrintable(QString::number(window.minimumSizeHint().width())));
        QApplication::removeTranslator(&translator);
    }
};

QTEST_MAIN(AppTranslationTest)
#include "AppTranslationTest.moc"
