#include "WorkloadTestPaths.h"

#include "util/GzipReader.h"
#include "util/Sha256.h"

#include <QCryptographicHash>
#include <QtTest>

using namespace schedlab;

class TestSha256 : public QObject {
    Q_OBJECT

private slots:
    void knownVectors_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("digest");
        // FIPS 180-4 examples and the NIST SHA-256 test vectors.
        QTest::newRow("empty") << QByteArray() << "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
        QTest::newRow("abc") << QByteArray("abc")
                             << "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
        QTest::newRow("448 bits") << QByteArray("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                                  << "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1";
        QTest::newRow("million a") << QByteArray(1000000, 'a')
                                   << "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0";
        // 55 and 56 bytes straddle the padding boundary (length field does
        // or does not fit in the last block).
        QTest::newRow("55 bytes") << QByteArray(55, 'x')
                                  << QString(QCryptographicHash::hash(QByteArray(55, 'x'), QCryptographicHash::Sha256).toHex());
        QTest::newRow("56 bytes") << QByteArray(56, 'x')
                                  << QString(QCryptographicHash::hash(QByteArray(56, 'x'), QCryptographicHash::Sha256).toHex());
        QTest::newRow("64 bytes") << QByteArray(64, 'y')
                                  << QString(QCryptographicHash::hash(QByteArray(64, 'y'), QCryptographicHash::Sha256).toHex());
    }

    void knownVectors()
    {
        QFETCH(QByteArray, input);
        QFETCH(QString, digest);
        QCOMPARE(QString::fromStdString(Sha256::hexOf(std::string_view(input.constData(), std::size_t(input.size())))),
                 digest);
        // Fed in uneven pieces, the result is the same.
        Sha256 pieces;
        std::size_t offset = 0;
        for (std::size_t step = 1; offset < std::size_t(input.size()); step = step * 3 + 1) {
            const std::size_t take = std::min(step, std::size_t(input.size()) - offset);
            pieces.update(input.constData() + offset, take);
            offset += take;
        }
        QCOMPARE(QString::fromStdString(Sha256::toHex(pieces.finish())), digest);
    }

    void fileHashMatchesThePublishedOne()
    {
        const std::string path = test::sharedTrace(test::kCtcTrace);
        if (!test::exists(path))
            QSKIP(qPrintable(QString::fromStdString("shared trace missing: " + path)));
        // The SHA-256 of the archive's file, as recorded independently by
        // ErenAri/HCP-workload-optimizer.
        QCOMPARE(Sha256::hexOfFile(path),
                 std::string("9fa28ac16c4386fb81b72a91d8bd8888281df2948a9d912769d387c5ee285bb4"));
    }

    void missingFileThrows()
    {
        QVERIFY_THROWS_EXCEPTION(FileReadError, (void)Sha256::hexOfFile(test::dataFile("swf-does-not-exist")));
    }
};

QTEST_APPLESS_MAIN(TestSha256)
#include "TestSha256.moc"
